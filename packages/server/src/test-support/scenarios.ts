/**
 * Table-driven HTTP scenarios run in-process with Fastify's `inject` (pocketbase's
 * `tests.ApiScenario`): one row per case with the request, the expected status, error code or
 * body, headers, and text that must not appear.
 */
import type { InjectOptions } from 'fastify'
import { expect, it } from 'vitest'
import type { TestApp } from './fixtures.js'

export interface Scenario {
  name: string
  request: (t: TestApp) => InjectOptions
  /** Runs first (e.g. to sign a user in); its result reaches `request` through `t`. */
  before?: (t: TestApp) => Promise<void>
  status: number
  code?: string
  message?: string | RegExp
  /** Matched with `toMatchObject` against the JSON body. */
  body?: unknown
  headers?: Record<string, string | RegExp | undefined>
  notContains?: string[]
  after?: (t: TestApp, response: { json: unknown; body: string }) => Promise<void> | void
}

/**
 * Declares one `it` per scenario on the app `get()` returns.
 * @example runScenarios(() => t, [{ name: 'answers 404', request: () => ({ url: '/v1/x' }), status: 404 }])
 */
export function runScenarios(get: () => TestApp, scenarios: Scenario[]): void {
  for (const scenario of scenarios) {
    it(scenario.name, async () => {
      const t = get()
      await scenario.before?.(t)
      const response = await t.app.inject(scenario.request(t))
      const text = response.body
      let json: unknown = undefined
      if ((response.headers['content-type'] ?? '').toString().includes('json') && text !== '') {
        json = JSON.parse(text)
      }
      expect(response.statusCode, text).toBe(scenario.status)
      if (scenario.code !== undefined)
        expect(json).toMatchObject({ error: { code: scenario.code } })
      if (scenario.message !== undefined) {
        const message = (json as { error?: { message?: string } } | undefined)?.error?.message ?? ''
        if (typeof scenario.message === 'string') expect(message).toBe(scenario.message)
        else expect(message).toMatch(scenario.message)
      }
      if (scenario.body !== undefined) expect(json).toMatchObject(scenario.body as object)
      for (const [name, value] of Object.entries(scenario.headers ?? {})) {
        const actual = response.headers[name]
        if (value === undefined) expect(actual, name).toBeUndefined()
        else if (typeof value === 'string') expect(actual, name).toBe(value)
        else expect(String(actual), name).toMatch(value)
      }
      for (const secret of scenario.notContains ?? []) {
        expect(text).not.toContain(secret)
        expect(JSON.stringify(response.headers)).not.toContain(secret)
      }
      await scenario.after?.(t, { json, body: text })
    })
  }
}
