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
  /** Blob storage (blobs/open.ts, decision 0039). */
  readonly blobs: BlobSettings;
}

export interface BlobSettings {
  /**
   * Key of our own signed part URLs (fs and memory stores); `BLOB_URL_SECRET`, at least 16
   * characters. Unset: generated once and kept in `<DATA_DIR>/blob-url-secret`.
   */
  readonly urlSecret: string | undefined;
  /** An S3 bucket instead of `<DATA_DIR>/blobs`, when `BLOB_S3_BUCKET` is set. */
  readonly s3: S3Settings | undefined;
}

export interface S3Settings {
  /** `BLOB_S3_ENDPOINT` (MinIO, another S3-protocol server); unset: AWS. Path-style always. */
  readonly endpoint: string | undefined;
  readonly bucket: string;
  /** `BLOB_S3_REGION`, default us-east-1. */
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

function loadBlobSettings(env: NodeJS.ProcessEnv): BlobSettings {
  const urlSecret = env.BLOB_URL_SECRET || undefined;
  if (urlSecret !== undefined && urlSecret.length < 16)
    throw new Error('BLOB_URL_SECRET must be at least 16 characters');
  const bucket = env.BLOB_S3_BUCKET;
  if (!bucket) return { urlSecret, s3: undefined };
  const accessKeyId = env.BLOB_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.BLOB_S3_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey)
    throw new Error(
      'BLOB_S3_BUCKET needs BLOB_S3_ACCESS_KEY_ID and BLOB_S3_SECRET_ACCESS_KEY as well',
    );
  if (env.BLOB_S3_ENDPOINT && !URL.canParse(env.BLOB_S3_ENDPOINT))
    throw new Error(`BLOB_S3_ENDPOINT must be a URL, got ${env.BLOB_S3_ENDPOINT}`);
  return {
    urlSecret,
    s3: {
      endpoint: env.BLOB_S3_ENDPOINT || undefined,
      bucket,
      region: env.BLOB_S3_REGION || 'us-east-1',
      accessKeyId,
      secretAccessKey,
    },
  };
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
    blobs: loadBlobSettings(env),
  };
}
