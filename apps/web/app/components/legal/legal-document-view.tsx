/**
 * A legal document (terms, privacy): title, summary, a table of contents and numbered sections.
 */
import type { LegalDocument } from '../../content/legal'
import { Container } from '../ui/container'

/**
 * @example <LegalDocumentView document={termsOfService} />
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-96 bg-[radial-gradient(ellipse_60%_100%_at_50%_0%,rgb(99_102_241/0.16),transparent)]"
      />
      <Container className="pt-32 pb-24 sm:pt-40">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">Legal</p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-white sm:text-5xl">
            {document.title}
          </h1>
          <p className="mt-5 text-lg text-pretty text-zinc-400">{document.summary}</p>
          <p className="mt-4 text-sm text-zinc-400">Last updated: {document.lastUpdated}</p>
        </header>

        <div className="mt-14 grid gap-12 lg:grid-cols-[15rem_1fr] lg:gap-16">
          <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
            <h2 className="text-sm font-semibold text-white">On this page</h2>
            <ol className="mt-4 space-y-1 border-l border-line text-sm">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l border-transparent py-1.5 pl-4 text-zinc-400 transition-colors hover:border-zinc-400 hover:text-white"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="max-w-3xl space-y-12">
            {document.sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id} className="text-xl font-semibold tracking-tight text-white">
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-4 leading-relaxed text-zinc-300">
                    {paragraph}
                  </p>
                ))}
                {section.list && (
                  <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-zinc-300 marker:text-brand-400">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        </div>
      </Container>
    </article>
  )
}
