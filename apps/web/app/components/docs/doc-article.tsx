/**
 * One documentation page: its heading and lead, its sections of blocks (text, code with a Copy
 * button, lists, tables, notes and live examples), the links to the previous and next pages,
 * and on wide screens a list of the sections.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { docGroups, docLink, neighbours } from '../../content/docs/navigation'
import type { DocBlock, DocPage, LiveExampleName } from '../../content/docs/types'
import { ArrowRightIcon } from '../icons/icons'
import { CodeBlock } from './code-block'
import { DocTable } from './doc-table'
import { InlineText } from './inline-text'

export type LiveExamples = Partial<Record<LiveExampleName, ReactNode>>

function Block({ block, examples }: { block: DocBlock; examples: LiveExamples }) {
  switch (block.type) {
    case 'text':
      return (
        <p className="leading-7 text-zinc-300">
          <InlineText text={block.text} />
        </p>
      )
    case 'code':
      return <CodeBlock code={block.code} language={block.language} caption={block.caption} />
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List
          className={`space-y-2 pl-5 leading-7 text-zinc-300 marker:text-brand-400 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </List>
      )
    }
    case 'table':
      return <DocTable caption={block.caption} columns={block.columns} rows={block.rows} />
    case 'note':
      return (
        <p className="rounded-xl border border-sky-400/25 bg-sky-500/[0.07] px-4 py-3 text-sm leading-6 text-sky-100">
          <InlineText text={block.text} />
        </p>
      )
    case 'example':
      return <>{examples[block.example] ?? null}</>
  }
}

function groupOf(path: string): string | undefined {
  return docGroups.find((group) => group.links.some((link) => link.path === path))?.title
}

/**
 * @example <DocArticle page={loginDoc} examples={{ login: <LoginExample /> }} />
 */
export function DocArticle({ page, examples = {} }: { page: DocPage; examples?: LiveExamples }) {
  const { previous, next } = neighbours(page.path)
  return (
    <div className="xl:grid xl:grid-cols-[minmax(0,1fr)_11rem] xl:gap-12">
      <article className="min-w-0">
        <header className="border-b border-line pb-8">
          <p className="text-sm font-medium text-brand-300">{groupOf(page.path)}</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-white sm:text-4xl">
            {docLink(page.path)?.title}
          </h1>
          <p className="mt-4 text-lg leading-8 text-pretty text-zinc-400">
            <InlineText text={page.lead} />
          </p>
        </header>

        {page.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-12">
            <h2
              id={section.id}
              className="scroll-mt-24 text-xl font-semibold tracking-tight text-white sm:text-2xl"
            >
              {section.title}
            </h2>
            <div className="mt-5 space-y-5">
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} examples={examples} />
              ))}
            </div>
          </section>
        ))}

        <nav
          aria-label="Previous and next page"
          className="mt-16 grid gap-4 border-t border-line pt-8 sm:grid-cols-2"
        >
          {previous ? (
            <Link
              to={previous.path}
              className="rounded-xl border border-line px-5 py-4 transition-colors hover:border-line-strong hover:bg-white/[0.03]"
            >
              <span className="block text-xs text-zinc-400">Previous</span>
              <span className="mt-1 block font-medium text-white">
                {previous.navTitle ?? previous.title}
              </span>
            </Link>
          ) : (
            <span className="hidden sm:block" />
          )}
          {next && (
            <Link
              to={next.path}
              className="group rounded-xl border border-line px-5 py-4 text-right transition-colors hover:border-line-strong hover:bg-white/[0.03]"
            >
              <span className="block text-xs text-zinc-400">Next</span>
              <span className="mt-1 inline-flex items-center gap-2 font-medium text-white">
                {next.navTitle ?? next.title}
                <ArrowRightIcon className="size-4 text-brand-300 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          )}
        </nav>
      </article>

      <aside className="hidden xl:block">
        <nav aria-label="On this page" className="sticky top-28">
          <p className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">
            On this page
          </p>
          <ul className="mt-3 space-y-2 border-l border-line text-sm">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent pl-3 text-zinc-400 hover:border-zinc-400 hover:text-white"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
    </div>
  )
}
