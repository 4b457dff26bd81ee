// Real server processes (`node sync-server/src/main.ts`), as `npm run serve` starts them, on a
// database prepared by the test: PostgreSQL (a fresh database next to TEST_DATABASE_URL) or a
// PGlite data directory on disk. Used by the SIGKILL and the multi-process tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createUser } from '../../../sync-server/src/auth/users.ts';
import { openDatabase, type DatabaseHandle } from '../../../sync-server/src/db/client.ts';
import type { DatabaseKind } from '../../../sync-server/src/test/harness.ts';
import { DeviceSession } from './session.ts';
import { PASSWORD, US, type TestUser, type UserSpec } from './users.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Ends the process with a signal and waits for it to be gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function spawnServer(
  env: Record<string, string>,
  port: number,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['sync-server/src/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: path.join(tmpdir(), 'no-web-dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Portal running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    kill: (signal) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/** A migrated database the server processes will share, with the test's users in it. */
export interface PreparedDatabase {
  readonly env: Record<string, string>;
  user(spec?: UserSpec): Promise<Omit<TestUser, 'session'>>;
  /** Direct access for checks (PostgreSQL only; a PGlite directory has one owner at a time). */
  readonly handle: DatabaseHandle | undefined;
  /** PGlite: release the directory before a server process opens it. */
  release(): Promise<void>;
  drop(): Promise<void>;
}

let users = 0;

export async function prepareDatabase(kind: DatabaseKind): Promise<PreparedDatabase> {
  let handle: DatabaseHandle | undefined;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `portal_proc_${randomBytes(6).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    handle = await openDatabase({ url: url.toString(), max: 3 });
    drop = async () => {
      await handle?.close();
      const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-pglite-'));
    env = { DATA_DIR: dir };
    handle = await openDatabase({ dataDir: dir });
    drop = async () => {
      await handle?.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    };
  }
  await handle.migrate();
  return {
    env,
    get handle() {
      return handle;
    },
    async user(spec = {}) {
      if (!handle) throw new Error('the database is in use by a server process');
      users += 1;
      const email = `proc.${users}.${Date.now().toString(36)}@example.com`;
      const row = await createUser(handle.db, {
        email,
        name: 'Proc',
        lastName: `User ${users}`,
        password: PASSWORD,
        permissions: spec.permissions ?? [],
        userTBEs: spec.userTBEs ?? [US],
        ...(spec.userCode ? { userCode: spec.userCode } : {}),
      });
      return { id: row.id, email, userCode: row.userCode };
    },
    async release() {
      if (kind === 'pglite' && handle) {
        await handle.close();
        handle = undefined;
      }
    },
    drop,
  };
}

export async function signIn(url: string, email: string): Promise<DeviceSession> {
  const session = new DeviceSession(url);
  await session.login(email, PASSWORD);
  return session;
}
