// Test harness: a real app on a real database (PGlite in memory, and PostgreSQL when
// TEST_DATABASE_URL is set), reachable over HTTP. No mocks of our own server or database.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import postgres from 'postgres';
import { createApp, type App } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The kinds every database test runs against: PGlite always, PostgreSQL when configured. */
export const DATABASE_KINDS: readonly DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

let migratedPglite: Promise<Blob> | undefined;

/** A fresh, migrated database. PGlite is migrated once per worker and cloned from a dump. */
export async function createTestDatabase(
  kind: DatabaseKind,
): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  if (kind === 'pglite') {
    migratedPglite ??= (async () => {
      const h = await openDatabase({ dataDir: 'memory://' });
      await h.migrate();
      const dump = await (h.raw as PGlite).dumpDataDir('none');
      await h.close();
      return dump;
    })();
    const dump = await migratedPglite;
    const client = await PGlite.create({ loadDataDir: dump });
    const { drizzle } = await import('drizzle-orm/pglite');
    const schema = await import('../db/schema/index.ts');
    const db = drizzle(client, { schema }) as unknown as DatabaseHandle['db'];
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const { MIGRATIONS_FOLDER } = await import('../db/client.ts');
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
): Promise<TestServer> {
  const handle = await createTestDatabase(kind);
  let offset = 0;
  const config = { ...loadConfig({ PORT: '0', DATA_DIR: 'memory://' }), ...overrides };
  const app = createApp({ db: handle.db, config, now: () => new Date(Date.now() + offset) });
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
