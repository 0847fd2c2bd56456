/**
 * The domain's records: workspaces and their modes, stored snippets, documents, end users,
 * sessions and usage. The store keeps them; nothing here knows about HTTP or SQL.
 */
import type { QueryOperator, Snippet } from '@snipwire/protocol'

/** The mode of a key: test and live data never mix. */
export type Mode = 'test' | 'live'

/** Where a snippet's data lives: one workspace, one mode. */
export interface Scope {
  workspaceId: string
  mode: Mode
}

export interface Workspace {
  id: string
  name: string
  ownerEmail: string | null
  /** Authorized origins (`https://shop.example`), normalised by `normalizeOrigin`. */
  origins: string[]
  /** Publishable test key, `pk_test_…`. */
  apiKey: string
  /** Publishable live key, `pk_live_…`. */
  liveApiKey: string
  /** Payment account for test mode (secret: never sent to a page). */
  sAcc: string | null
  /** Payment account for live mode (secret: never sent to a page). */
  sAccLive: string | null
  createdAt: number
  updatedAt: number
}

/** What a new workspace is stored with; secret keys are kept only as SHA-256 digests. */
export interface NewWorkspace extends Omit<Workspace, 'createdAt' | 'updatedAt'> {
  secretKeyHash: string
  liveSecretKeyHash: string
}

export interface WorkspacePatch {
  name?: string
  ownerEmail?: string | null
  origins?: string[]
  sAcc?: string | null
  sAccLive?: string | null
  apiKey?: string
  liveApiKey?: string
  secretKeyHash?: string
  liveSecretKeyHash?: string
}

/** A snippet as stored: the protocol's shape without the `calls` counter (kept apart). */
export type StoredSnippet = Omit<Snippet, 'calls'>

/** A JSON value as documents hold them. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** A stored document; `json` is its data serialized, so answers can embed it as is. */
export interface DocumentRecord {
  id: string
  /** Full path: `collection/doc/…/collection/id`. */
  path: string
  json: string
}

export interface Condition {
  /** A field path: names joined by dots for nested maps (`author.name`). */
  field: string
  operator: QueryOperator
  value: JsonValue
}

export interface Order {
  field: string
  direction: 'asc' | 'desc'
}

/**
 * A query the store runs. `where` is a disjunction of conjunctions: `[[a, b], [c]]` is
 * `(a AND b) OR c`; an empty list matches everything.
 */
export type Query =
  | {
      kind: 'collection'
      collectionPath: string
      where: Condition[][]
      orderBy: Order[]
      limit: number
    }
  | { kind: 'document'; collectionPath: string; id: string }

export type QueryRecords =
  { kind: 'collection'; docs: DocumentRecord[] } | { kind: 'document'; doc: DocumentRecord | null }

export interface User {
  id: string
  workspaceId: string
  mode: Mode
  /** Lower-cased. */
  email: string
  passwordHash: string
  createdAt: number
}

export interface RefreshTokenRecord {
  /** SHA-256 of the token; the token itself is never stored. */
  tokenHash: string
  /** Every token rotated from one sign-in shares a family; reuse revokes the family. */
  family: string
  userId: string
  workspaceId: string
  mode: Mode
  createdAt: number
  expiresAt: number
  usedAt: number | null
  revokedAt: number | null
}

export interface Usage {
  currentAuth: number
  currentWrites: number
  currentReads: number
}

export interface UsageReport {
  test: Usage
  live: Usage
  /** Calls by snippet id and mode. */
  snippets: Record<string, { test: number; live: number }>
}

/** A committed change, as the store reports it to watchers (also from other processes). */
export type Change =
  | { kind: 'document'; workspaceId: string; mode: Mode; collectionPath: string; id: string }
  | { kind: 'workspace'; workspaceId: string }
  | { kind: 'snippet'; workspaceId: string; snippetId: string }
