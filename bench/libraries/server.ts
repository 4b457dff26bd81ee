// The real sync server for bench:libraries (`node sync-server/src/main.ts`, its own process) on
// a DATA_DIR the caller keeps: PGlite and the filesystem blob store (`DATA_DIR/blobs`, decision
// 0039) both live there, so a server killed and started again on the same folder finds the
// upload and the parts it had stored (the resume measurement).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { DEMO_EMAIL_DOMAIN } from '@portal/shared';
import { DEMO_PASSWORD } from '../../sync-server/src/seed/accounts.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BenchServer {
  readonly url: string;
  readonly readyMs: number;
  /** SIGKILL: the process dies mid-request, as a crash or a pulled plug. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Starts the server on `dataDir` (PGlite, filesystem blobs; seeds the demo data once). */
export async function startServer(dataDir: string): Promise<BenchServer> {
  const port = await freePort();
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  delete env.BLOB_S3_BUCKET;
  const child = spawn(process.execPath, [path.join(ROOT, 'sync-server/src/main.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (/Portal running at/.test(output)) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    readyMs: performance.now() - started,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** Signs a demo account in; answers the session cookie. */
export async function signIn(url: string, local: string): Promise<string> {
  const res = await fetch(`${url}/api/users/session`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${local}@${DEMO_EMAIL_DOMAIN}`, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${local}: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}
