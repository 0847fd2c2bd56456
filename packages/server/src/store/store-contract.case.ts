/**
 * The contract every `Store` implementation passes: `runStoreContract({ name, createStore })`
 * runs the same cases on SQLite and on PostgreSQL (hono's `common.case.test.ts` pattern). Only
 * the `Store` interface is used, never an implementation's internals. The cases live in
 * `contract/`, one file per area.
 */
import { afterEach, beforeEach, describe } from 'vitest'
import { changeCases } from './contract/changes.case.js'
import { documentCases } from './contract/documents.case.js'
import { newWorkspace } from './contract/fixture.js'
import type { StoreContractOptions, StoreFixture } from './contract/fixture.js'
import { mixedValueCases } from './contract/mixed-values.case.js'
import { queryCases } from './contract/queries.case.js'
import { transactionCases } from './contract/transactions.case.js'
import { userAndUsageCases } from './contract/users-and-usage.case.js'
import { workspaceCases } from './contract/workspaces.case.js'

export type { ContractStore, StoreContractOptions } from './contract/fixture.js'

export function runStoreContract(options: StoreContractOptions): void {
  describe(`the ${options.name} store`, () => {
    const fixture = {} as StoreFixture

    beforeEach(async () => {
      fixture.context = await options.createStore()
      fixture.store = fixture.context.store
      await fixture.store.transaction(async (tx) => {
        await tx.insertWorkspace(newWorkspace('w1'))
        await tx.insertWorkspace(newWorkspace('w2'))
      })
    })

    afterEach(async () => {
      await fixture.context.cleanup()
    })

    workspaceCases(fixture)
    documentCases(fixture)
    queryCases(fixture)
    mixedValueCases(fixture)
    userAndUsageCases(fixture)
    transactionCases(fixture)
    changeCases(fixture)
  })
}
