/**
 * The landing page's hero: beta badge, headline, the two calls to action and a sample deploy.
 */
import { hero, heroTerminal } from '../../content/landing'
import { classNames } from '../../lib/class-names'
import { ArrowRightIcon, BookIcon, SparklesIcon } from '../icons/icons'
import { ButtonLink } from '../ui/button'
import { Container } from '../ui/container'

/**
 * @example <Hero />
 */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="bg-grid absolute inset-0 [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)]" />
        <div className="absolute top-[-18rem] left-1/2 h-[36rem] w-[64rem] -translate-x-1/2 bg-[radial-gradient(closest-side,rgb(99_102_241/0.35),transparent)]" />
        <div className="absolute top-[6rem] left-[62%] h-[22rem] w-[34rem] -translate-x-1/2 bg-[radial-gradient(closest-side,rgb(34_211_238/0.14),transparent)]" />
      </div>

      <Container className="pt-32 pb-20 sm:pt-40 sm:pb-28">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-400/30 bg-brand-500/10 px-3 py-1 text-sm font-medium text-brand-300">
            <SparklesIcon className="size-4" />
            <span>
              <span className="font-semibold text-white">Beta</span>
              <span aria-hidden="true" className="mx-2 text-brand-400/60">
                ·
              </span>
              {hero.badge}
            </span>
          </p>
          <h1
            id="hero-title"
            className="mt-8 text-[2.75rem] leading-[1.05] font-semibold tracking-[-0.035em] text-white sm:text-6xl lg:text-7xl"
          >
            <span className="block">{hero.headline[0]}</span>{' '}
            <span className="text-gradient block pb-1">{hero.headline[1]}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-zinc-400 sm:text-xl">
            {hero.lead}
          </p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <ButtonLink to={hero.primaryAction.to} variant="primary" size="lg">
              {hero.primaryAction.label}
              <ArrowRightIcon className="size-4" />
            </ButtonLink>
            <ButtonLink to={hero.secondaryAction.to} variant="secondary" size="lg">
              <BookIcon className="size-4" />
              {hero.secondaryAction.label}
            </ButtonLink>
          </div>
        </div>

        <figure className="mx-auto mt-16 max-w-3xl sm:mt-20">
          <div className="overflow-hidden rounded-2xl border border-line-strong bg-zinc-950/90 shadow-[0_30px_80px_-20px_rgb(79_70_229/0.45)] ring-1 ring-white/5">
            <div className="flex items-center gap-2 border-b border-line px-4 py-3">
              <span aria-hidden="true" className="size-3 rounded-full bg-zinc-700" />
              <span aria-hidden="true" className="size-3 rounded-full bg-zinc-700" />
              <span aria-hidden="true" className="size-3 rounded-full bg-zinc-700" />
              <span className="ml-3 font-mono text-xs text-zinc-400">~/northwind/web-app</span>
            </div>
            <pre className="overflow-x-auto px-5 py-5 font-mono text-[13px] leading-7 sm:text-sm">
              {heroTerminal.map((line) => (
                <code
                  key={line.text}
                  className={classNames(
                    'block',
                    line.prompt && 'text-white',
                    line.tone === 'muted' && 'text-zinc-400',
                    line.tone === 'success' && 'text-emerald-300',
                  )}
                >
                  {line.prompt && (
                    <span aria-hidden="true" className="mr-2 text-brand-400">
                      $
                    </span>
                  )}
                  {line.text}
                </code>
              ))}
            </pre>
          </div>
          <figcaption className="sr-only">
            A sample terminal session deploying an app to production with the Snipwire CLI.
          </figcaption>
        </figure>
      </Container>
    </section>
  )
}
