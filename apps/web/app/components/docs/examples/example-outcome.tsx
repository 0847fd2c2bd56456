/**
 * What a live example's last attempt came to: the toolkit's own error (its code and message,
 * word for word, as a developer meets them) or a success line.
 */
import type { ReactNode } from 'react'
import type { SnippetButtonFailure } from '../../../toolkit/use-snippet-button'
import { FormAlert } from '../../ui/form-alert'

/**
 * @example <ExampleOutcome failure={failure} success={user && `Signed in as ${user.email}`} />
 */
export function ExampleOutcome({
  failure,
  success,
}: {
  failure: SnippetButtonFailure | null
  success?: ReactNode
}) {
  if (failure) {
    return (
      <FormAlert>
        {failure.code && (
          <code className="mr-2 font-mono text-xs text-rose-200">{failure.code}</code>
        )}
        {failure.detail}
        {failure.message !== failure.detail && (
          <span className="mt-1 block text-rose-200/80">{failure.message}</span>
        )}
      </FormAlert>
    )
  }
  return success ? <FormAlert tone="success">{success}</FormAlert> : null
}
