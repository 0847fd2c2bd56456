import { describe, expect, it } from 'vitest'
import { docPages } from '../../components/docs/doc-pages'
import { noCodeDoc, quickStartDoc } from './getting-started'
import { docGroups, docLink, docLinks, neighbours } from './navigation'
import { cliDoc } from './reference/cli'
import { configurationDoc } from './reference/configuration'
import { errorsDoc } from './reference/errors'
import { templatesDoc } from './reference/templates'
import { addDoc } from './snippets/add'
import { dynamicDisplayDoc } from './snippets/dynamic-display'
import { loginDoc } from './snippets/login'
import { paymentDoc } from './snippets/payment'
import { signUpDoc } from './snippets/sign-up'
import { snippetJson } from './snippets/snippet-config'
import { staticDisplayDoc } from './snippets/static-display'
import seed from '../../../../../seed/snipwire.json'

const pages = [
  quickStartDoc,
  noCodeDoc,
  signUpDoc,
  loginDoc,
  addDoc,
  dynamicDisplayDoc,
  staticDisplayDoc,
  paymentDoc,
  templatesDoc,
  errorsDoc,
  cliDoc,
  configurationDoc,
]

describe('the documentation index', () => {
  it('has one entry, one page module and one content page per path, in reading order', () => {
    const paths = docLinks.map((link) => link.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(Object.keys(docPages)).toEqual(paths)
    expect(pages.map((page) => page.path)).toEqual(paths)
  })

  it('groups the pages: getting started, the six snippet types, reference', () => {
    expect(docGroups.map((group) => [group.title, group.links.length])).toEqual([
      ['Getting started', 2],
      ['Snippets', 6],
      ['Reference', 4],
    ])
  })

  it('gives every page a description a search engine can show', () => {
    for (const link of docLinks) expect(link.description.length).toBeGreaterThan(60)
  })

  it('links each page to the one before and after it', () => {
    expect(neighbours('/docs')).toEqual({ next: docLink('/docs/no-code') })
    expect(neighbours('/docs/no-code')).toEqual({
      previous: docLink('/docs'),
      next: docLink('/docs/snippets/sign-up'),
    })
    expect(neighbours('/docs/configuration')).toEqual({ previous: docLink('/docs/cli') })
    expect(neighbours('/docs/nothing')).toEqual({})
  })

  it('places a live example on every snippet page', () => {
    for (const page of [
      signUpDoc,
      loginDoc,
      addDoc,
      dynamicDisplayDoc,
      staticDisplayDoc,
      paymentDoc,
    ]) {
      const examples = page.sections.flatMap((section) =>
        section.blocks.filter((block) => block.type === 'example'),
      )
      expect(examples, page.path).toHaveLength(1)
    }
  })

  it('links only to pages that exist', () => {
    const paths = new Set(docLinks.map((link) => link.path))
    const texts = pages.flatMap((page) => [
      page.lead,
      ...page.sections.flatMap((section) =>
        section.blocks.flatMap((block) =>
          block.type === 'text' || block.type === 'note'
            ? [block.text]
            : block.type === 'list'
              ? block.items
              : [],
        ),
      ),
    ])
    const links = texts.flatMap((text) => [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]!))
    expect(links.length).toBeGreaterThan(5)
    for (const link of links) expect(paths, link).toContain(link)
  })
})

describe('snippetJson', () => {
  it('shows the demo workspace’s snippets as the seed file stores them', () => {
    const demo = seed.workspaces.find((workspace) => workspace.id === 'demo')!
    for (const [id, snippet] of Object.entries(demo.snippets)) {
      expect(JSON.parse(snippetJson(id))).toEqual(snippet)
    }
  })

  it('puts each path segment and mapping on a line of its own', () => {
    expect(snippetJson('demo-add-message')).toContain(
      '    { "type": "document", "value": "$room" },\n',
    )
  })

  it('refuses a snippet the seed does not have', () => {
    expect(() => snippetJson('nope')).toThrow('seed/snipwire.json has no demo snippet "nope".')
  })
})
