// Test harness: a real app on a real database (PGlite in memory, and PostgreSQL when
// TEST_DATABASE_URL is set), reachable over HTTP. No mocks of our own server or database.
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import postgres from 'postgres';
import { createApp, type App } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '../db/client.ts';
import type { AppDeps } from '../router.ts';

export type DatabaseKind = 'pglite' | 'postgres';

const CONFIGURED_KINDS: readonly DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * The kinds every database test runs against: PGlite always, PostgreSQL when configured.
 * TEST_DB_KINDS narrows a vitest project to one of them, so the PGlite files can run side by
 * side while the PostgreSQL ones keep one file at a time (vitest.config.ts, decision 0059).
 */
export const DATABASE_KINDS: readonly DatabaseKind[] = process.env.TEST_DB_KINDS
  ? CONFIGURED_KINDS.filter((k) => process.env.TEST_DB_KINDS!.split(',').includes(k))
  : CONFIGURED_KINDS;

let migratedPglite: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory as a dump, kept in the temp folder under a digest of the
 * migrations and PGlite's version: migrating takes about 5 s, loading the dump about 1 s, and
 * every test file starts in a fresh worker (decision 0059). Written to a unique name, then renamed, so two
 * workers racing leave one whole file.
 */
async function migratedPgliteDump(): Promise<Blob> {
  const digest = createHash('sha256');
  const pgliteMain = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pgliteRoot = pgliteMain.slice(0, pgliteMain.lastIndexOf(`${path.sep}dist${path.sep}`));
  digest.update(readFileSync(path.join(pgliteRoot, 'package.json')));
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    if (statSync(file).isFile()) digest.update(name).update(readFileSync(file));
  }
  const cached = path.join(tmpdir(), `portal-pglite-${digest.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(cached)) return new Blob([readFileSync(cached)]);
  const h = await openDatabase({ dataDir: 'memory://' });
  await h.migrate();
  const dump = await (h.raw as PGlite).dumpDataDir('none');
  await h.close();
  const partial = `${cached}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, cached);
  return dump;
}

/** A fresh, migrated database. PGlite is loaded from a migrated dump. */
export async function createTestDatabase(
  kind: DatabaseKind,
): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  if (kind === 'pglite') {
    migratedPglite ??= migratedPgliteDump();
    const dump = await migratedPglite;
    const client = await PGlite.create({ loadDataDir: dump });
    const { drizzle } = await import('drizzle-orm/pglite');
    const schema = await import('../db/schema/index.ts');
    const db = drizzle(client, { schema }) as unknown as DatabaseHandle['db'];
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    return {
      db,
      kind: 'pglite',
      raw: client,
      migrate: () => migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => client.close(),
      drop: () => client.close(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), max: 5 });
  await handle.migrate();
  let closed = false;
  return {
    ...handle,
    close: async () => {
      if (!closed) await handle.close();
      closed = true;
    },
    drop: async () => {
      if (!closed) await handle.close();
      closed = true;
      const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export interface TestServer {
  readonly app: App;
  readonly handle: DatabaseHandle & { drop(): Promise<void> };
  readonly config: ServerConfig;
  /** http://127.0.0.1:PORT of the listening server. */
  readonly url: string;
  /** Moves the injected clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function startTestServer(
  kind: DatabaseKind = 'pglite',
  overrides: Partial<ServerConfig> = {},
  deps: Pick<AppDeps, 'blobs'> = {},
): Promise<TestServer> {
  const handle = await createTestDatabase(kind);
  let offset = 0;
  const config = { ...loadConfig({ PORT: '0', DATA_DIR: 'memory://' }), ...overrides };
  const app = createApp({
    db: handle.db,
    config,
    now: () => new Date(Date.now() + offset),
    ...deps,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    app,
    handle,
    config,
    url: `http://127.0.0.1:${port}`,
    advance: (ms) => {
      offset += ms;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.drop();
    },
  };
}

/** A tiny cookie-keeping HTTP client, as a browser would be (same origin). */
export class TestClient {
  private cookies = new Map<string, string>();
  readonly baseUrl: string;
  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const h: Record<string, string> = { origin: this.baseUrl, ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: h,
      body: payload,
      redirect: 'manual',
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/max-age=0/i.test(set) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
}
