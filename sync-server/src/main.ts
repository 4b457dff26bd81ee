// `npm start`: migrate, seed on first start, serve the PWA and /api, print the URL and accounts.
// Flags: --reset (delete the embedded database first), --no-serve (prepare the data and exit).
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { createApp } from './app.ts';
import { openBlobStore } from './blobs/index.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed/index.ts';

const args = new Set(process.argv.slice(2));
const config = loadConfig();

if (args.has('--reset')) {
  if (config.databaseUrl) {
    console.error(
      '--reset only deletes the embedded database; drop a PostgreSQL database yourself.',
    );
    process.exit(2);
  }
  if (config.dataDir !== 'memory://' && existsSync(config.dataDir)) {
    rmSync(config.dataDir, { recursive: true, force: true });
    console.log(`Deleted ${config.dataDir}`);
  }
}

const started = performance.now();
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await handle.migrate();
const blobs = openBlobStore(config.dataDir, config.blobs);
const seeded = await seedIfEmpty(handle.db, { scale: config.seedScale, now: new Date() }, blobs);
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(
  `Database ready: ${where}${seeded ? ', demo data seeded' : ''} (${Math.round(performance.now() - started)} ms)`,
);

if (args.has('--no-serve')) {
  await handle.close();
  process.exit(0);
}

const app = createApp({ db: handle.db, config, now: () => new Date(), blobs });
if (existsSync(config.webDist)) {
  const root = path.relative(process.cwd(), config.webDist) || '.';
  // Caching (0007-app-shell.md, Performance): build files under /assets carry a content hash in
  // their name, so a browser may keep them for a year; everything else (index.html, sw.js, the
  // manifest, icons) is revalidated so a new version is seen at once.
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200 || c.res.headers.has('Cache-Control'))
      return;
    // A missing /assets file falls back to index.html below: that answer must not be kept.
    const hashed =
      c.req.path.startsWith('/assets/') &&
      !c.res.headers.get('Content-Type')?.startsWith('text/html');
    c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  // The build's brotli copies (x.js.br, vite.config.ts) when the browser accepts br; anything
  // else is gzip-compressed on the fly. /api answers never reach here.
  app.use('*', compress());
  app.use('*', serveStatic({ root, precompressed: true }));
  // Client-side routes fall back to the app shell.
  app.get('*', serveStatic({ root, path: 'index.html', precompressed: true }));
} else {
  console.warn(`No built web app in ${config.webDist}; run \`npm run build\` (npm start does).`);
}

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`\nPortal running at http://localhost:${info.port}\n`);
  console.log('Demo accounts (email / password):');
  for (const a of DEMO_ACCOUNTS)
    console.log(`  ${a.email.padEnd(34)} ${a.password.padEnd(18)} ${a.description}`);
  console.log('');
});

// Idle keep-alive connections stay open longer than Node's 5 s: a client that reuses one just
// as the server closes it gets a reset instead of an answer (a tablet's fetch retries, a
// script's HTTP client does not; seen as ECONNRESET in an end-to-end run). 65 s outlasts the
// usual proxy and load-balancer idle times; the header timeout must stay above it.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

async function shutdown() {
  server.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
