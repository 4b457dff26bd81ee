// Builds the grid demo (web/demo/grid.html) with Vite, serves it on 127.0.0.1, and starts
// Debian's Chromium through playwright-core. Shared by the benchmark (bench/grid.bench.ts)
// and the end-to-end test (tests/e2e/grid.e2e.ts), so both drive the same production build.
import react from '@vitejs/plugin-react';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

/** A production build of the demo page in a fresh temporary folder. */
export async function buildDemo(options: { minify?: boolean } = {}): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'grid-demo-'));
  await build({
    root: join(ROOT, 'web'),
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: options.minify ?? true,
      rolldownOptions: { input: { grid: join(ROOT, 'web/demo/grid.html') } },
    },
  });
  return outDir;
}

export interface DemoServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves a built folder on 127.0.0.1 (a random free port). */
export async function serve(dir: string): Promise<DemoServer> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/demo/grid.html`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  close: () => Promise<void>;
}

/** Chromium with a fresh profile; the demo's origin may use the clipboard. */
export async function launchChromium(
  origin: string,
  viewport = { width: 1366, height: 900 },
  extraArgs: string[] = [],
): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'grid-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
    viewport,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
