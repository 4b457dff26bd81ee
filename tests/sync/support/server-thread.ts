// The test side of server-worker.ts.
import type { DatabaseKind } from '../../../sync-server/src/test/harness.ts';
import { DeviceSession } from './session.ts';
import { PASSWORD, US, type TestUser, type UserSpec } from './users.ts';
import { startWorkerRpc } from './worker-rpc.ts';

export interface ServerThread {
  readonly url: string;
  sql<R = Record<string, unknown>>(text: string): Promise<R[]>;
  exec(text: string): Promise<void>;
  save(mapping: string, docs: readonly object[]): Promise<void>;
  load(mapping: string): Promise<Record<string, unknown>[]>;
  user(spec?: UserSpec): Promise<TestUser>;
  close(): Promise<void>;
}

let users = 0;

export async function startServerThread(kind: DatabaseKind): Promise<ServerThread> {
  const { url, call, close } = await startWorkerRpc(
    new URL('./server-worker.ts', import.meta.url),
    { kind },
  );
  return {
    url,
    sql: (text) => call('sql', text),
    exec: (text) => call('exec', text),
    save: (mapping, docs) => call('save', mapping, docs),
    load: (mapping) => call('load', mapping),
    async user(spec = {}) {
      users += 1;
      const email = `thread.${users}.${Date.now().toString(36)}@example.com`;
      const row = await call<{ id: string; userCode: string }>('createUser', {
        email,
        name: 'Sync',
        lastName: `Device ${users}`,
        permissions: spec.permissions ?? [],
        userTBEs: spec.userTBEs ?? [US],
        ...(spec.userCode ? { userCode: spec.userCode } : {}),
        ...(spec.wofAccess === undefined ? {} : { wof: { access: spec.wofAccess } }),
      });
      const session = new DeviceSession(url);
      await session.login(email, PASSWORD);
      return { id: row.id, email, userCode: row.userCode, session };
    },
    close,
  };
}
