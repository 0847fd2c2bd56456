/**
 * Throwaway PostgreSQL clusters for tests and benchmarks: `initdb` in a temporary folder (as the
 * `postgres` user when running as root, because PostgreSQL refuses to run as root), `pg_ctl
 * start` on a free loopback port, a fresh database per test with `createDatabase()`, and a
 * `stop()` that shuts the cluster down and deletes the folder (also done when the process exits).
 *
 * The binaries are looked up in `SNIPWIRE_PG_BIN`, then `/usr/lib/postgresql/<version>/bin`
 * (the newest). Without them `POSTGRES_MISSING` says why, and suites skip with that reason.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

export interface PostgresCluster {
  /** `postgres://snipwire@127.0.0.1:PORT/postgres`: the cluster's maintenance database. */
  url: string
  /** Creates an empty database and returns its URL. */
  createDatabase(): Promise<string>
  /**
   * Creates an empty schema in one shared database and returns a URL whose connections use it
   * (`search_path`): as separate as a database for the store (its change channel is named after
   * the schema) and much faster to make.
   */
  createSchema(): Promise<string>
  /** Stops the cluster (fast shutdown) and deletes its folder. */
  stop(): Promise<void>
}

export interface StartPostgresOptions {
  /**
   * `false` (default): `fsync`, `synchronous_commit` and `full_page_writes` off, for fast tests.
   * `true`: PostgreSQL's durable defaults, for benchmarks next to SQLite's `synchronous=full`.
   */
  durable?: boolean
}

const USER = 'snipwire'

function findBinaries(): string | null {
  const configured = process.env.SNIPWIRE_PG_BIN
  if (configured) return existsSync(join(configured, 'initdb')) ? configured : null
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(base, versions[0], 'bin') : null
}

const BIN_DIR = findBinaries()
const RUN_AS_POSTGRES = process.getuid?.() === 0

function postgresIds(): { uid: number; gid: number } | null {
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' })
  const uid = id('-u')
  const gid = id('-g')
  if (uid.status !== 0 || gid.status !== 0) return null
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
}

const OWNER = RUN_AS_POSTGRES ? postgresIds() : null

/**
 * Why PostgreSQL tests cannot run here, or null when they can.
 * @example describe.skipIf(POSTGRES_MISSING)(`PostgreSQL${POSTGRES_MISSING ? ` (skipped: ${POSTGRES_MISSING})` : ''}`, …)
 */
export const POSTGRES_MISSING: string | null =
  BIN_DIR === null
    ? 'no PostgreSQL binaries (install the postgresql package or set SNIPWIRE_PG_BIN)'
    : RUN_AS_POSTGRES && OWNER === null
      ? 'running as root without a postgres user to run PostgreSQL as'
      : null

function run(binary: string, args: string[]): string {
  const path = join(BIN_DIR ?? '', binary)
  const [command, commandArgs] = RUN_AS_POSTGRES
    ? ['runuser', ['-u', 'postgres', '--', path, ...args]]
    : [path, args]
  try {
    return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: 'pipe' })
  } catch (error) {
    const failure = error as { stderr?: string; stdout?: string; message: string }
    throw new Error(
      `${binary} ${args.join(' ')} failed: ${failure.stderr || failure.stdout || failure.message}`,
      { cause: error },
    )
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

const running = new Map<string, () => void>()
process.once('exit', () => {
  for (const stop of running.values()) stop()
})

function settings(port: number, socketDir: string, durable: boolean): string {
  const lines = [
    `port = ${port}`,
    `listen_addresses = '127.0.0.1'`,
    `unix_socket_directories = '${socketDir}'`,
    'max_connections = 200',
    'log_min_messages = warning',
  ]
  if (!durable) lines.push('fsync = off', 'synchronous_commit = off', 'full_page_writes = off')
  return `${lines.join('\n')}\n`
}

/**
 * Starts a new PostgreSQL cluster in a temporary folder; throws with `POSTGRES_MISSING` when it
 * cannot run here.
 * @example const cluster = await startPostgres(); const url = await cluster.createDatabase(); … await cluster.stop()
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<PostgresCluster> {
  if (POSTGRES_MISSING !== null) throw new Error(`PostgreSQL cannot run: ${POSTGRES_MISSING}`)
  const dir = mkdtempSync(join(tmpdir(), 'snipwire-pg-'))
  const dataDir = join(dir, 'data')
  const log = join(dir, 'postgres.log')
  if (OWNER) chownSync(dir, OWNER.uid, OWNER.gid)
  const initdb = ['-D', dataDir, '-U', USER, '-A', 'trust', '-E', 'UTF8', '--locale=C', '-N']
  try {
    // A natural-language default collation, as production databases usually have, so tests
    // show that the store never depends on it (PostgreSQL 15 and later, built with ICU).
    run('initdb', [...initdb, '--locale-provider=icu', '--icu-locale=en-US'])
  } catch {
    rmSync(dataDir, { recursive: true, force: true })
    try {
      run('initdb', initdb)
    } catch (error) {
      rmSync(dir, { recursive: true, force: true })
      throw error
    }
  }
  let port = 0
  for (let attempt = 1; ; attempt++) {
    port = await freePort()
    writeFileSync(
      join(dataDir, 'postgresql.auto.conf'),
      settings(port, dir, options.durable === true),
    )
    if (OWNER) chownSync(join(dataDir, 'postgresql.auto.conf'), OWNER.uid, OWNER.gid)
    try {
      run('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '60', 'start'])
      break
    } catch (error) {
      // Another process may have taken the port between the probe and the start.
      if (attempt >= 3) {
        rmSync(dir, { recursive: true, force: true })
        throw error
      }
    }
  }
  const stopNow = () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
    } catch {
      // Already stopped.
    }
    rmSync(dir, { recursive: true, force: true })
  }
  running.set(dir, stopNow)
  const url = `postgres://${USER}@127.0.0.1:${port}/postgres`
  let created = 0
  let stopped = false
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  return {
    url,
    async createDatabase() {
      const name = `snipwire_${process.pid}_${++created}`
      await admin(`CREATE DATABASE ${name}`)
      return `postgres://${USER}@127.0.0.1:${port}/${name}`
    },
    async createSchema() {
      const name = `snipwire_${process.pid}_${++created}`
      await admin(`CREATE SCHEMA ${name}`)
      return `${url}?options=${encodeURIComponent(`-c search_path=${name}`)}`
    },
    stop() {
      if (stopped) return Promise.resolve()
      stopped = true
      running.delete(dir)
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
      return Promise.resolve()
    },
  }
}
