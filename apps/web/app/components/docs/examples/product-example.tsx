/**
 * Live example: the demo workspace's `demo-product` snippet (a live static display) fills a
 * product card from `products/starter-kit`.
 */
import { useEffect, useState } from 'react'
import { loadClient } from '../../../lib/snipwire'
import { describeSnippetFailure } from '../../../toolkit/snippet-failure'
import { FormAlert } from '../../ui/form-alert'
import { ExampleFrame } from '../example-frame'

// Until the client fills an element, it shows as a placeholder bar.
const placeholder = 'empty:block empty:h-5 empty:animate-pulse empty:rounded empty:bg-white/10'

/**
 * @example <ProductExample />
 */
export function ProductExample() {
  const [failure, setFailure] = useState<string | null>(null)
  const [updates, setUpdates] = useState(0)
  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let mounted = true
    loadClient('demo')
      .then((client) => client.staticDisplay('demo-product', {}, () => setUpdates((n) => n + 1)))
      .then(
        (display) => {
          if (mounted) unsubscribe = display.unsubscribe
          else display.unsubscribe()
        },
        (error: unknown) => {
          if (mounted) setFailure(describeSnippetFailure(error))
        },
      )
    return () => {
      mounted = false
      unsubscribe?.()
    }
  }, [])

  return (
    <ExampleFrame title="A product card">
      <div className="rounded-xl border border-line bg-zinc-950/60 p-5">
        <p className="text-xs font-medium tracking-wide text-brand-300 uppercase">
          products/starter-kit
        </p>
        <p
          id="demo-product-name"
          className={`mt-2 text-lg font-semibold text-white empty:w-56 ${placeholder}`}
        />
        <p
          id="demo-product-description"
          className={`mt-2 text-sm leading-6 text-zinc-300 empty:w-full ${placeholder}`}
        />
        <p className="mt-4 flex flex-wrap items-baseline gap-x-4 gap-y-2 text-sm text-zinc-400">
          <span
            id="demo-product-price"
            className={`text-2xl font-semibold text-white empty:w-20 ${placeholder}`}
          />
          <span className="inline-flex items-baseline gap-1.5">
            <span
              id="demo-product-stock"
              className={`font-medium text-zinc-200 empty:w-6 ${placeholder}`}
            />
            in stock
          </span>
        </p>
      </div>
      <p className="text-xs text-zinc-400" data-testid="product-updates">
        {updates === 0 ? 'Waiting for the document…' : `Updates received: ${updates}`}
      </p>
      {failure && <FormAlert>{failure}</FormAlert>}
    </ExampleFrame>
  )
}
