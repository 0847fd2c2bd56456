/**
 * HTML escaping for the server's own pages and e-mails: every value that did not come from
 * the server's templates goes through `escapeHtml`, in text and in attribute values alike.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * @example escapeHtml('<b>"Tom & Jerry"</b>') // '&lt;b&gt;&quot;Tom &amp; Jerry&quot;&lt;/b&gt;'
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character)
}
