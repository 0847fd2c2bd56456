/**
 * Server entry, used only at build time: the site has no runtime server (`ssr: false`), so this
 * renders each prerendered page completely (every Suspense boundary resolved) before it is
 * written to build/client.
 */
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { renderToReadableStream } from 'react-dom/server'

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let statusCode = responseStatusCode
  const stream = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      signal: request.signal,
      onError(error: unknown) {
        statusCode = 500
        console.error(error)
      },
    },
  )
  await stream.allReady
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(stream, { headers: responseHeaders, status: statusCode })
}
