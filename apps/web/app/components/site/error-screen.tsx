/**
 * The error screen, titled 'Unexpected Application Error!' (spec section 2), with the status
 * ('404 Not Found') or the error's message, in the site's look.
 */
import { ArrowRightIcon, HomeIcon } from '../icons/icons'
import { ButtonLink } from '../ui/button'
import { Container } from '../ui/container'

/**
 * @example <ErrorScreen detail="404 Not Found" />
 */
export function ErrorScreen({ detail, message }: { detail: string; message?: string | undefined }) {
  return (
    <main id="main" className="relative isolate overflow-hidden pt-16">
      <div
        aria-hidden="true"
        className="bg-grid absolute inset-0 -z-10 opacity-60 [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]"
      />
      <Container className="flex min-h-[70vh] flex-col items-center justify-center py-24 text-center">
        <p className="rounded-full border border-rose-400/25 bg-rose-500/10 px-3 py-1 font-mono text-xs font-medium text-rose-300">
          Error
        </p>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-white sm:text-5xl">
          Unexpected Application Error!
        </h1>
        <h2 className="mt-4 font-mono text-lg text-zinc-300 sm:text-xl">{detail}</h2>
        <p className="mt-4 max-w-md text-zinc-400">
          {message ?? 'The page you are looking for does not exist or has moved.'}
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/" variant="primary" size="lg">
            <HomeIcon className="size-4" />
            Back to home
          </ButtonLink>
          <ButtonLink to="/pricing" variant="secondary" size="lg">
            See pricing
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        </div>
      </Container>
    </main>
  )
}
