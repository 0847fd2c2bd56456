/**
 * Runs a suite once per store: on SQLite, and on PostgreSQL (a throwaway cluster for the suite,
 * a new database per store), skipped with its reason where PostgreSQL cannot run.
 */
import { afterAll, beforeAll, describe } from 'vitest'
import { tempPostgresStore, tempStore, type TempStore } from './fixtures.js'
import { POSTGRES_MISSING, startPostgres, type PostgresCluster } from './postgres.js'

/**
 * Declares `suite` for each store, in a `describe` named after it; `createStore` makes a fresh
 * store of that kind (call it in a hook or a test).
 * @example describeEachStore('live queries', (createStore) => { beforeAll(async () => { t = await testApp({}, await createStore()) }) })
 */
export function describeEachStore(
  title: string,
  suite: (createStore: () => Promise<TempStore>) => void,
): void {
  describe(`${title} (SQLite)`, () => {
    suite(() => Promise.resolve(tempStore()))
  })
  const reason = POSTGRES_MISSING ? ` (skipped: ${POSTGRES_MISSING})` : ''
  describe.skipIf(POSTGRES_MISSING !== null)(`${title} (PostgreSQL)${reason}`, () => {
    let cluster: PostgresCluster | undefined
    beforeAll(async () => {
      cluster = await startPostgres()
    })
    afterAll(async () => {
      await cluster?.stop()
    })
    suite(() => {
      if (!cluster) throw new Error('The PostgreSQL cluster did not start')
      return tempPostgresStore(cluster)
    })
  })
}
