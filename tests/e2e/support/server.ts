// The real server for e2e tests: `node sync-server/src/main.ts` as a child process on a free
// port, with its own PGlite data directory (a copy of a seeded template, see data-template.ts),
// serving the built PWA and /api.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, REPO_ROOT } from './build.ts';
import { seededDataDir } from './data-template.ts';

export interface PortalServer {
  /** http://localhost:PORT */
  readonly url: string;
  readonly dataDir: string;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  /** Stops the process; the data directory stays until dispose(). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data (e.g. after an offline check). */
  restart(): Promise<void>;
  /** Stops it and removes the data directory. */
  dispose(): Promise<void>;
}

export interface StartOptions {
  /** Extra environment (e.g. SEED_SCALE, WEB_DIST). */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * Start from a copy of a seeded template database (default), or seed an empty one in this
   * server ('fresh', slow: tens of seconds).
   */
  readonly database?: 'template' | 'fresh';
  /** How long to wait for the URL line; first start migrates and seeds. */
  readonly timeoutMs?: number;
}

const URL_LINE = /Portal running at (http:\/\/\S+)/;

function launch(
  port: string,
  dataDir: string,
  opts: StartOptions,
  log: string[],
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['sync-server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...opts.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`server did not start in time:\n${log.join('')}`)),
      opts.timeoutMs ?? 120_000,
    );
    function fail(error: Error) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    }
    const onData = (chunk: Buffer) => {
      log.push(chunk.toString());
      const match = URL_LINE.exec(log.join(''));
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.once('exit', (code) => fail(new Error(`server exited (${code}):\n${log.join('')}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Builds the web app if needed and starts a server on a free port with a fresh database. */
export async function startPortal(opts: StartOptions = {}): Promise<PortalServer> {
  ensureBuilt();
  const seedEnv: Record<string, string> = opts.env?.SEED_SCALE
    ? { SEED_SCALE: opts.env.SEED_SCALE }
    : {};
  const dataDir =
    opts.database === 'fresh'
      ? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'))
      : seededDataDir(seedEnv);
  const log: string[] = [];
  let { child, url } = await launch('0', dataDir, opts, log);
  const port = new URL(url).port;
  return {
    url,
    dataDir,
    output: () => log.join(''),
    stop: () => stopChild(child),
    async restart() {
      await stopChild(child);
      log.length = 0;
      ({ child, url } = await launch(port, dataDir, opts, log));
    },
    async dispose() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
