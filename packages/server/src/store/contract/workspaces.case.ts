/** Store contract: workspaces by key and origin, and their snippets. */
import { beforeEach, describe, expect, it } from 'vitest'
import { ConflictError } from '../../core/errors.js'
import type { Store } from '../../core/store.js'
import { newWorkspace } from './fixture.js'
import type { StoreFixture } from './fixture.js'

/** Runs inside `runStoreContract`, whose `fixture` holds the store of the current test. */
export function workspaceCases(fixture: StoreFixture): void {
  let store: Store
  beforeEach(() => {
    store = fixture.store
  })

  describe('workspaces', () => {
    it('finds a workspace by its test key and its live key, each with its mode', async () => {
      expect(await store.findWorkspaceByApiKey('pk_test_w10000000000000000')).toMatchObject({
        mode: 'test',
        workspace: { id: 'w1', sAcc: 'acct_test_w1', origins: ['https://shop.example'] },
      })
      expect((await store.findWorkspaceByApiKey('pk_live_w10000000000000000'))?.mode).toBe('live')
      expect(await store.findWorkspaceByApiKey('pk_test_unknown0000000000000')).toBeNull()
    })

    it('finds a workspace by the digest of a secret key', async () => {
      expect(await store.findWorkspaceBySecretKeyHash('hash-live-w2')).toMatchObject({
        mode: 'live',
        workspace: { id: 'w2' },
      })
      expect(await store.findWorkspaceBySecretKeyHash('nope')).toBeNull()
    })

    it('refuses a second workspace with the same id or key', async () => {
      await expect(
        store.transaction((tx) => tx.insertWorkspace(newWorkspace('w1'))),
      ).rejects.toBeInstanceOf(ConflictError)
      await expect(
        store.transaction((tx) =>
          tx.insertWorkspace(newWorkspace('w3', { apiKey: 'pk_test_w10000000000000000' })),
        ),
      ).rejects.toBeInstanceOf(ConflictError)
    })

    it('updates only the fields a patch names and lists workspaces in creation order', async () => {
      const updated = await store.transaction((tx) =>
        tx.updateWorkspace('w1', {
          origins: ['https://a.example', 'https://b.example'],
          sAcc: null,
        }),
      )
      expect(updated).toMatchObject({
        name: 'Workspace w1',
        origins: ['https://a.example', 'https://b.example'],
        sAcc: null,
      })
      expect(
        await store.transaction((tx) => tx.updateWorkspace('missing', { name: 'x' })),
      ).toBeNull()
      expect((await store.listWorkspaces()).map((workspace) => workspace.id)).toEqual(['w1', 'w2'])
    })
  })
  describe('snippets', () => {
    it('creates, replaces, lists and deletes snippets per workspace', async () => {
      await store.transaction(async (tx) => {
        await tx.putSnippet('w1', { id: 'b', type: 'login', buttonElementId: 'x' })
        await tx.putSnippet('w1', { id: 'a', type: 'add', buttonElementId: 'y' })
        await tx.putSnippet('w2', { id: 'a', type: 'payment', priceID: 'p' })
      })
      await store.transaction((tx) =>
        tx.putSnippet('w1', { id: 'b', type: 'login', buttonElementId: 'z' }),
      )
      expect(await store.getSnippet('w1', 'b')).toEqual({
        id: 'b',
        type: 'login',
        buttonElementId: 'z',
      })
      expect((await store.listSnippets('w1')).map((snippet) => snippet.id)).toEqual(['a', 'b'])
      expect((await store.getSnippet('w2', 'a'))?.type).toBe('payment')
      expect(await store.transaction((tx) => tx.deleteSnippet('w1', 'a'))).toBe(true)
      expect(await store.transaction((tx) => tx.deleteSnippet('w1', 'a'))).toBe(false)
      expect(await store.getSnippet('w1', 'a')).toBeNull()
    })
  })
}
