import type { SnippetConfig } from '@snipwire/protocol'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Mock } from 'vitest'
import { createClient } from './client.js'
import { SERVER, deferred, errorReply, fakeServer, uniqueKey } from './testing/fake-network.js'
import type { Reply } from './testing/fake-network.js'
import { flush, logged, page, untilWired } from './testing/page.js'

const snippet: SnippetConfig = {
  id: 'pro',
  type: 'payment',
  priceID: 'price_pro',
  buttonElementId: 'buy',
}
const PAYMENT = '/v1/snippets/pro/payment'
const LINK = 'https://checkout.test/session/cs_1'

let assign: Mock<(url: string | URL) => void>
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(location, 'assign').mockImplementation(assign)
})

/** The snippet with some fields replaced or removed (`undefined`), as a broken config would be. */
function setup(config: Record<string, unknown> = {}, html = '<button id="buy">Buy Pro</button>') {
  const server = fakeServer([{ ...snippet, ...config }])
  const $ = page(html)
  const client = createClient({ apiKey: uniqueKey(), server: SERVER })
  return { server, $, client, button: $<HTMLButtonElement>('buy') }
}

describe('payment', () => {
  it('without a button, asks for the link at once and sends the browser there', async () => {
    const { client, server } = setup({ buttonElementId: undefined }, '')
    server.on('POST', PAYMENT, () => ({ body: { paymentLink: LINK } }))
    await expect(client.payment('pro', { plan: 'Pro', billing: 'annual' })).resolves.toBe(LINK)
    expect(server.to(PAYMENT)[0]!.body).toEqual({
      variables: { plan: 'Pro', billing: 'annual' },
      cancelUrl: location.href,
    })
    expect(assign).toHaveBeenCalledWith(LINK)
  })

  it('rejects "Invalid snippet configuration." without a priceID', async () => {
    const { client, server } = setup({ priceID: undefined })
    await expect(client.payment('pro')).rejects.toThrow('Invalid snippet configuration.')
    expect(server.to(PAYMENT)).toHaveLength(0)
  })

  it('rejects "Invalid snippet configuration." with a button but no buttonElementId', async () => {
    const { client } = setup({ buttonElementId: undefined })
    await expect(client.payment('pro', {}, true)).rejects.toThrow('Invalid snippet configuration.')
  })

  it('rejects a button that is not on the page, naming its id', async () => {
    const { client } = setup({}, '')
    await expect(client.payment('pro', {}, true)).rejects.toThrow(
      'Button element with id "buy" not found.',
    )
  })

  it("with a button, shows 'Loading payment..' disabled while working, then goes to the link", async () => {
    const { client, button, server } = setup()
    const answer = deferred<Reply>()
    server.on('POST', PAYMENT, () => answer.promise)
    const { result } = await untilWired(button, () => client.payment('pro', {}, true))
    expect(server.to(PAYMENT)).toHaveLength(0)
    button.click()
    await flush()
    expect(button.textContent).toBe('Loading payment..')
    expect(button.disabled).toBe(true)
    answer.resolve({ body: { paymentLink: LINK } })
    await expect(result).resolves.toBe(LINK)
    expect(assign).toHaveBeenCalledWith(LINK)
  })

  it("answers a refused request with 'Error creating payment link.' and 'Try payment again' enabled", async () => {
    const { client, button, server } = setup()
    server.on('POST', PAYMENT, () => errorReply(502, 'payment/provider-error', 'Stripe said no.'))
    const { result } = await untilWired(button, () => client.payment('pro', {}, true))
    button.click()
    await expect(result).rejects.toMatchObject({
      code: 'payment/provider-error',
      message: 'Error creating payment link.',
      cause: { code: 'payment/provider-error' },
    })
    expect(button.textContent).toBe('Try payment again')
    expect(button.disabled).toBe(false)
    expect(logged()).toEqual(['Error creating payment link.'])
    expect(assign).not.toHaveBeenCalled()
  })

  it("answers a reply without a link with 'Payment link not received from server.'", async () => {
    const { client, button, server } = setup()
    server.on('POST', PAYMENT, () => ({ body: {} }))
    const { result } = await untilWired(button, () => client.payment('pro', {}, true))
    button.click()
    await expect(result).rejects.toMatchObject({
      code: 'payment/link-missing',
      message: 'Payment link not received from server.',
    })
    expect(button.textContent).toBe('Try payment again')
  })

  it('tries again on the next click after a failure', async () => {
    const { client, button, server } = setup()
    server.on('POST', PAYMENT, () => ({ body: {} }))
    const { result } = await untilWired(button, () => client.payment('pro', {}, true))
    button.click()
    await result.catch(() => undefined)
    server.on('POST', PAYMENT, () => ({ body: { paymentLink: LINK } }))
    button.click()
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(LINK))
  })
})
