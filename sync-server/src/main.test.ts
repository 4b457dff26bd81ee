// The README's first command, minus the build: main.ts migrates, seeds on first start, prints
// the URL and the demo accounts, reuses the data on a second start, and --reset wipes it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Seeding the demo data on a loaded 2-core machine takes tens of seconds.
vi.setConfig({ testTimeout: 240_000 });

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-main-'));
const running: ChildProcess[] = [];

interface Started {
  readonly url: string;
  readonly output: string;
  stop(): Promise<void>;
}

function start(args: string[] = []): Promise<Started> {
  const child = spawn(process.execPath, [MAIN, ...args], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: path.join(dataDir, 'db'),
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 200_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Portal running at (http:\/\/localhost:\d+)/.exec(output);
      if (m && /Demo accounts/.test(output)) {
        clearTimeout(timer);
        // Give the account list a moment to finish printing.
        setTimeout(
          () =>
            resolve({
              url: m[1]!.replace('localhost', '127.0.0.1'),
              get output() {
                return output;
              },
              stop: () =>
                new Promise<void>((done) => {
                  child.once('exit', () => done());
                  child.kill('SIGTERM');
                }),
            }),
          200,
        );
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

afterAll(() => {
  for (const c of running) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start (sync-server/src/main.ts)', () => {
  it('seeds on first start, prints the URL and demo accounts, and answers the version', async () => {
    const s = await start();
    try {
      expect(s.output).toMatch(/demo data seeded/);
      expect(s.output).toMatch(/@demo\.portal/);
      const res = await fetch(`${s.url}/api/config/version`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { version: string } }).data.version).toMatch(
        /\d+\.\d+\.\d+/,
      );
    } finally {
      await s.stop();
    }
  });

  it('reuses the data on a second start', async () => {
    const s = await start();
    try {
      expect(s.output).toMatch(/Database ready: PGlite/);
      expect(s.output).not.toMatch(/demo data seeded/);
    } finally {
      await s.stop();
    }
  });

  it('--reset deletes the embedded database and seeds again', async () => {
    const s = await start(['--reset']);
    try {
      expect(s.output).toMatch(/Deleted /);
      expect(s.output).toMatch(/demo data seeded/);
    } finally {
      await s.stop();
    }
  });
});
