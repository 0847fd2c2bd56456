import { describe, expect, it } from 'vitest'
import { parseSnippet, toSnippetConfig } from './snippets.js'

const display = {
  type: 'staticDisplay',
  pathSegments: [{ type: 'collection', value: 'posts' }],
  fieldMappings: [{ field: 'title', elementId: 'title' }],
}

describe('parseSnippet', () => {
  const refused: [string, unknown, RegExp][] = [
    ['a snippet without a type', {}, /type: Invalid option: expected one of "login"/],
    ['an unknown type', { type: 'delete' }, /type: Invalid option/],
    ['an unknown field', { ...display, colour: 'red' }, /Unknown snippet field "colour"/],
    [
      'a login without its element ids',
      { type: 'login', emailElementId: 'e' },
      /needs passwordElementId, buttonElementId/,
    ],
    [
      'a path that does not alternate',
      {
        ...display,
        pathSegments: [
          { type: 'collection', value: 'a' },
          { type: 'collection', value: 'b' },
        ],
      },
      /pathSegments\[1\]\.type must be "document".*Invalid path ending/,
    ],
    [
      'an add snippet whose path ends with a document',
      {
        type: 'add',
        buttonElementId: 'b',
        fieldMappings: [{ field: 'a', elementId: 'a' }],
        pathSegments: [
          { type: 'collection', value: 'a' },
          { type: 'document', value: 'b' },
        ],
      },
      /must end with a collection for an add snippet/,
    ],
    [
      'a path segment with a slash',
      { ...display, pathSegments: [{ type: 'collection', value: 'a/b' }] },
      /must not contain "\/"/,
    ],
    [
      'a lone dollar in a path',
      { ...display, pathSegments: [{ type: 'collection', value: 'a$' }] },
      /must start a variable name/,
    ],
    [
      'an in condition without a list',
      { ...display, queryConditions: [{ field: 'a', operator: 'in', value: 'x' }] },
      /must be a list for the operator in/,
    ],
    [
      'an unknown operator',
      { ...display, queryConditions: [{ field: 'a', operator: 'like', value: 'x' }] },
      /queryConditions\[0\]\.operator: Invalid option/,
    ],
    [
      'a sign-up mapping the e-mail again',
      {
        type: 'signUp',
        emailElementId: 'e',
        passwordElementId: 'p',
        buttonElementId: 'b',
        usersCollectionName: 'users',
        fieldMappings: [{ field: 'email', elementId: 'x' }],
      },
      /stores the e-mail as "email" already/,
    ],
    [
      'a payment whose success URL is neither absolute nor a path',
      { type: 'payment', priceID: 'p', successUrl: 'thanks' },
      /successUrl must be an absolute http\(s\) address or a path/,
    ],
    [
      'a payment whose success URL is protocol-relative',
      { type: 'payment', priceID: 'p', successUrl: '//evil.example/thanks' },
      /successUrl must be an absolute/,
    ],
    [
      'a payment with a variable in the success URL host',
      { type: 'payment', priceID: 'p', successUrl: 'https://$shop.example/thanks' },
      /\$variables only after the host/,
    ],
    ['a limit above the maximum', { ...display, queryLimit: 5000 }, /queryLimit: Too big/],
    ['an id that is not a snippet id', { ...display, id: 'x' }, /differs from the snippet id/],
  ]
  for (const [name, input, message] of refused) {
    it(`refuses ${name}, naming the field`, () => {
      expect(() => parseSnippet(input, 'snippet-1')).toThrow(message)
    })
  }

  it('refuses an id with characters other than letters, digits, _ and -', () => {
    expect(() => parseSnippet(display, 'a b')).toThrow(/snippet id "a b" is not valid/)
  })

  it('accepts a success URL that is a path or has variables after the host', () => {
    for (const successUrl of ['/dashboard?plan=$plan', 'https://shop.example/$plan/thanks#$step']) {
      expect(parseSnippet({ type: 'payment', priceID: 'p', successUrl }, 'buy').successUrl).toBe(
        successUrl,
      )
    }
  })

  it('keeps a valid snippet without calls and sets its id', () => {
    expect(parseSnippet({ ...display, calls: 12 }, 'posts')).toEqual({ id: 'posts', ...display })
  })
})

describe('toSnippetConfig', () => {
  it('sends only what wiring needs: no queries, success URL or counters', () => {
    const snippet = parseSnippet(
      {
        ...display,
        requireAuth: true,
        queryConditions: [{ field: 'secret', operator: '==', value: 'x' }],
        queryOrders: [{ field: 'a', direction: 'asc' }],
        queryLimit: 5,
      },
      'posts',
    )
    expect(toSnippetConfig(snippet)).toEqual({ id: 'posts', requireAuth: true, ...display })
    const payment = parseSnippet(
      { type: 'payment', priceID: 'price_1', successUrl: 'https://a.example/ok' },
      'buy',
    )
    expect(toSnippetConfig(payment)).toEqual({ id: 'buy', type: 'payment', priceID: 'price_1' })
  })
})
