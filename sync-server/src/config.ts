import path from 'node:path';

export interface ServerConfig {
  /** TCP port; `PORT`, default 8080. */
  readonly port: number;
  readonly host: string;
  /** Real PostgreSQL when set; otherwise PGlite in `dataDir`. */
  readonly databaseUrl: string | undefined;
  /** PGlite data directory; `DATA_DIR`, default ./data. 'memory://' for an in-memory database. */
  readonly dataDir: string;
  /** Demo data size multiplier; `SEED_SCALE`, default 1. */
  readonly seedScale: number;
  /** Built PWA to serve; `WEB_DIST`, default ./dist/web. */
  readonly webDist: string;
  /** Public base URL used in links sent by mail; `PUBLIC_URL`, default http://localhost:PORT. */
  readonly publicUrl: string;
  /** Secure cookies (set when served over HTTPS); `COOKIE_SECURE=1`. */
  readonly cookieSecure: boolean;
  /** Session lifetime without any request, ms. spec 001 §9 logout timeout 1 h minus 30 s on the client. */
  readonly sessionIdleMs: number;
  /** App version reported by GET /api/config/version. */
  readonly version: string;
  /** Memory for shared pull chains (sync/pull-cache.ts), MB; `PULL_CACHE_MB`, default 512, 0 off. */
  readonly pullCacheMb: number;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const seedScale = Number(env.SEED_SCALE ?? 1);
  if (!(seedScale > 0))
    throw new Error(`SEED_SCALE must be a positive number, got ${env.SEED_SCALE}`);
  const pullCacheMb = Number(env.PULL_CACHE_MB ?? 512);
  if (!(pullCacheMb >= 0))
    throw new Error(`PULL_CACHE_MB must be a number of megabytes, got ${env.PULL_CACHE_MB}`);
  const dataDir = env.DATA_DIR ?? path.join(cwd, 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: dataDir === 'memory://' ? dataDir : path.resolve(cwd, dataDir),
    seedScale,
    webDist: path.resolve(cwd, env.WEB_DIST ?? 'dist/web'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    cookieSecure: env.COOKIE_SECURE === '1',
    sessionIdleMs: Number(env.SESSION_IDLE_MS ?? 3_600_000),
    version: env.APP_VERSION ?? '0.1.0',
    pullCacheMb,
  };
}
