/**
 * Live example: the lobby of the demo workspace. `demo-messages` (a live dynamic display) shows
 * `rooms/lobby/messages` in a list; `demo-add-message` adds a message from the form. Every open
 * tab with this example sees a new message appear.
 */
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react'
import { loadClient } from '../../../lib/snipwire'
import { describeSnippetFailure } from '../../../toolkit/snippet-failure'
import { useSnippetButton } from '../../../toolkit/use-snippet-button'
import { Button } from '../../ui/button'
import { FormAlert } from '../../ui/form-alert'
import { TextField } from '../../ui/text-field'
import { ExampleFrame } from '../example-frame'
import { ExampleOutcome } from './example-outcome'

const room = { room: 'lobby' }

function keepOnPage(event: FormEvent<HTMLFormElement>) {
  event.preventDefault()
}

type ListState =
  { kind: 'loading' } | { kind: 'live'; count: number } | { kind: 'failed'; message: string }

function useLiveList(onUpdate: () => void): ListState {
  const [state, setState] = useState<ListState>({ kind: 'loading' })
  const updated = useEffectEvent(onUpdate)
  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let mounted = true
    loadClient('demo')
      .then((client) =>
        client.dynamicDisplay('demo-messages', room, (messages) => {
          if (!mounted) return
          setState({ kind: 'live', count: messages.length })
          updated()
        }),
      )
      .then(
        (display) => {
          if (mounted) unsubscribe = display.unsubscribe
          else display.unsubscribe()
        },
        (error: unknown) => {
          if (mounted) setState({ kind: 'failed', message: describeSnippetFailure(error) })
        },
      )
    return () => {
      mounted = false
      unsubscribe?.()
    }
  }, [])
  return state
}

/**
 * @example <LobbyExample />
 */
export function LobbyExample() {
  const scroller = useRef<HTMLDivElement>(null)
  const list = useLiveList(() => {
    // The newest message is the last: keep it in view.
    const element = scroller.current
    if (element) element.scrollTop = element.scrollHeight
  })
  const { failure } = useSnippetButton({
    workspace: 'demo',
    buttonId: 'demo-message-send',
    wire: (client) => client.add('demo-add-message', room),
    onSuccess: () => {
      const text = document.getElementById('demo-message-text') as HTMLInputElement | null
      if (text) text.value = ''
    },
  })

  return (
    <ExampleFrame title="The lobby">
      <div className="flex items-center justify-between text-xs text-zinc-400">
        <span>rooms/lobby/messages</span>
        <span data-testid="lobby-status">
          {list.kind === 'loading' && 'Connecting…'}
          {list.kind === 'live' && `Live · ${list.count} message${list.count === 1 ? '' : 's'}`}
          {list.kind === 'failed' && 'Not connected'}
        </span>
      </div>
      <div
        ref={scroller}
        role="log"
        aria-label="Lobby messages"
        tabIndex={0}
        className="max-h-80 min-h-40 overflow-y-auto rounded-xl border border-line bg-zinc-950/60 p-3"
      >
        <ul
          id="demo-messages"
          className="space-y-2 text-sm [&_b]:font-semibold [&_b]:text-white [&_p+p]:mt-1 [&_p+p]:break-words [&_p+p]:text-zinc-300 [&_span]:ml-2 [&_span]:rounded-md [&_span]:bg-brand-500/15 [&_span]:px-1.5 [&_span]:py-0.5 [&_span]:text-xs [&_span]:text-brand-300 [&>li]:rounded-lg [&>li]:border [&>li]:border-line [&>li]:bg-white/[0.03] [&>li]:px-3.5 [&>li]:py-2.5"
        />
      </div>
      {list.kind === 'failed' && <FormAlert>{list.message}</FormAlert>}
      <form
        method="post"
        onSubmit={keepOnPage}
        className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end"
      >
        <TextField
          id="demo-message-author"
          label="Your name"
          autoComplete="off"
          placeholder="Ada"
        />
        <TextField
          id="demo-message-text"
          label="Message"
          autoComplete="off"
          placeholder="Hello from another tab"
        />
        <Button
          id="demo-message-send"
          type="submit"
          variant="brand"
          size="lg"
          className="aria-busy:cursor-wait aria-busy:opacity-80"
        >
          Send
        </Button>
      </form>
      <ExampleOutcome failure={failure} />
    </ExampleFrame>
  )
}
