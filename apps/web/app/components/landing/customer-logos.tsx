/**
 * The strip of customer names under the hero.
 */
import { customerLogos } from '../../content/testimonials'
import { Container } from '../ui/container'

// A small distinct glyph per wordmark, so the strip reads as logos rather than a list.
const glyphs = [
  <path key="a" d="M4 20 12 4l8 16z" />,
  <circle key="b" cx="12" cy="12" r="8" />,
  <path key="c" d="M4 6h16M4 12h16M4 18h16" />,
  <path key="d" d="M6 4v16M18 4v16M6 12h12" />,
]

/**
 * @example <CustomerLogos />
 */
export function CustomerLogos() {
  return (
    <section aria-labelledby="customers-title" className="border-y border-line bg-white/[0.015]">
      <Container className="py-10">
        <h2 id="customers-title" className="text-center text-sm font-medium text-zinc-400">
          Trusted by engineering teams at
        </h2>
        <ul className="mt-6 grid grid-cols-2 items-center gap-x-8 gap-y-6 sm:grid-cols-4">
          {customerLogos.map((name, index) => (
            <li
              key={name}
              className="flex items-center justify-center gap-2 text-lg font-semibold tracking-tight text-zinc-300"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-5 text-zinc-400"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinejoin="round"
              >
                {glyphs[index % glyphs.length]}
              </svg>
              {name}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
