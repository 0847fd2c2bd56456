/**
 * React's side of a snippet button (see snippet-button.ts): wires the button with the id
 * `buttonId` after mount, through the lazily loaded client of a workspace, and keeps the last
 * failure as a readable sentence for the page to show near the form.
 */
import type { Client } from '@snipwire/client'
import { useEffect, useEffectEvent, useState } from 'react'
import { connectSnippetButton } from './snippet-button'
import { describeSnippetFailure, failureCode } from './snippet-failure'
import { loadClient, type SiteWorkspace } from '../lib/snipwire'

export interface SnippetButtonFailure {
  code: string | undefined
  /** A readable sentence for the page. */
  message: string
  /** The error's own message, as the client raised it. */
  detail: string
}

export interface UseSnippetButtonOptions {
  workspace: SiteWorkspace
  /** The id of the button the snippet names in `buttonElementId`. */
  buttonId: string
  /** Asks the client to wire the snippet, e.g. `(client) => client.login('login')`. */
  wire: (client: Client) => Promise<unknown>
  /** The snippet's failure label, shown when the button could not be wired. */
  failureLabel?: string
  onSuccess?: (detail: unknown) => void
}

/**
 * @example
 * const { failure } = useSnippetButton({
 *   workspace: 'house', buttonId: 'login-button', failureLabel: 'Try Again',
 *   wire: (client) => client.login('login'), onSuccess: () => navigate('/dashboard'),
 * })
 */
export function useSnippetButton(options: UseSnippetButtonOptions): {
  failure: SnippetButtonFailure | null
} {
  const [failure, setFailure] = useState<SnippetButtonFailure | null>(null)
  const { workspace, buttonId, failureLabel } = options
  const wire = useEffectEvent((client: Client) => options.wire(client))
  const succeeded = useEffectEvent((detail: unknown) => options.onSuccess?.(detail))

  useEffect(() => {
    const button = document.getElementById(buttonId)
    if (!button) return
    return connectSnippetButton({
      button,
      wire: () => loadClient(workspace).then((client) => wire(client)),
      failureLabel,
      onAttempt: () => setFailure(null),
      onSuccess: (detail) => {
        setFailure(null)
        succeeded(detail)
      },
      onFailure: (error) =>
        setFailure({
          code: failureCode(error),
          message: describeSnippetFailure(error),
          detail: error instanceof Error ? error.message : String(error),
        }),
    })
  }, [workspace, buttonId, failureLabel])

  return { failure }
}
