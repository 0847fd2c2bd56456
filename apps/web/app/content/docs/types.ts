/**
 * The shape of the documentation's content: pages of sections, each a list of blocks. Texts use
 * two bits of inline markup, rendered by `InlineText`: `code` in backticks and [links](/docs).
 */

/** The live examples a page can place between its blocks (components/docs/examples). */
export type LiveExampleName =
  'signUp' | 'login' | 'addMessage' | 'liveList' | 'staticDisplay' | 'payment'

export type CodeLanguage = 'html' | 'js' | 'json' | 'sh' | 'text'

export type DocBlock =
  | { type: 'text'; text: string }
  | { type: 'code'; language: CodeLanguage; code: string; caption?: string }
  | { type: 'list'; items: readonly string[]; ordered?: boolean }
  | {
      type: 'table'
      caption: string
      columns: readonly string[]
      rows: readonly (readonly string[])[]
    }
  | { type: 'note'; text: string }
  | { type: 'example'; example: LiveExampleName }

export interface DocSection {
  /** The anchor of the section's heading. */
  id: string
  title: string
  blocks: readonly DocBlock[]
}

/** A page's content; its heading and description are in the index (navigation.ts). */
export interface DocPage {
  path: string
  /** The paragraph under the heading. */
  lead: string
  sections: readonly DocSection[]
}
