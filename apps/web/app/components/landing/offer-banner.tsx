/**
 * The 'Limited Time Offer' banner: 3 months free on an annual plan.
 */
import { offer } from '../../content/landing'
import { ArrowRightIcon, GiftIcon } from '../icons/icons'
import { ButtonLink } from '../ui/button'
import { Container } from '../ui/container'

/**
 * @example <OfferBanner />
 */
export function OfferBanner() {
  return (
    <section aria-labelledby="offer-title">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl border border-brand-400/30 bg-[linear-gradient(135deg,#1e1b4b_0%,#111116_55%,#083344_100%)] px-6 py-12 sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="bg-grid absolute inset-0 -z-10 opacity-60 [mask-image:linear-gradient(to_left,black,transparent)]"
          />
          <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <p className="inline-flex items-center gap-2 rounded-full bg-amber-400/10 px-3 py-1 text-sm font-semibold text-amber-300 ring-1 ring-amber-300/30 ring-inset">
                <GiftIcon className="size-4" />
                {offer.eyebrow}
              </p>
              <h2
                id="offer-title"
                className="mt-5 text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
              >
                {offer.title}
              </h2>
              <p className="mt-4 text-lg text-pretty text-zinc-300">{offer.description}</p>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
              <ButtonLink to={offer.primaryAction.to} variant="primary" size="lg">
                {offer.primaryAction.label}
                <ArrowRightIcon className="size-4" />
              </ButtonLink>
              <ButtonLink to={offer.secondaryAction.to} variant="secondary" size="lg">
                {offer.secondaryAction.label}
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </section>
  )
}
