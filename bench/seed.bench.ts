// npm run bench:seed — how long the demo-data seed takes (sync-server/src/seed), at SEED_SCALE
// 1 (the default start) and 100 (100,000 products), on PGlite in memory and on disk, and on
// PostgreSQL when TEST_DATABASE_URL is set. Each run is its own Node process (fresh database,
// own peak memory). The seed is also given as a ratio to a raw bulk insert of 100,000 rows on
// the same database in the same process, since this machine is shared and absolute times
// drift. Prints a table and writes bench/results/seed.json.
//   node bench/seed.bench.ts                     every case
//   node bench/seed.bench.ts --scales=1          only SEED_SCALE 1
//   node bench/seed.bench.ts --databases=pglite-memory,postgres
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DATABASES = ['pglite-memory', 'pglite-disk', 'postgres'] as const;
type DatabaseCase = (typeof DATABASES)[number];

interface Run {
  database: DatabaseCase;
  scale: number;
  products: number;
  rows: number;
  blobs: number;
  migrateMs: number;
  seedMs: number;
  cpuMs: number;
  baselineMs: number;
  peakRssMB: number;
}

const NOW = new Date('2025-09-15T12:00:00.000Z');
const BASELINE_ROWS = 100_000;

/** One case, in this (child) process: fresh database, migrate, baseline, seed, count. */
async function runCase(database: DatabaseCase, scale: number): Promise<Run> {
  const { openDatabase } = await import('../sync-server/src/db/client.ts');
  const { openBlobStore } = await import('../sync-server/src/blobs/open.ts');
  const { seedDemoData } = await import('../sync-server/src/seed/index.ts');
  const { tableDigests } = await import('../sync-server/src/seed/digest.ts');
  const { sql } = await import('drizzle-orm');
  const dir = database === 'pglite-disk' ? mkdtempSync(join(tmpdir(), 'bench-seed-')) : undefined;
  let dropPostgres: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (database === 'postgres') {
    const postgres = (await import('postgres')).default;
    const admin = process.env.TEST_DATABASE_URL!;
    const name = `bench_seed_${randomBytes(5).toString('hex')}`;
    const a = postgres(admin, { max: 1, onnotice: () => {} });
    await a.unsafe(`CREATE DATABASE ${name}`);
    await a.end();
    const u = new URL(admin);
    u.pathname = `/${name}`;
    url = u.toString();
    dropPostgres = async () => {
      const b = postgres(admin, { max: 1, onnotice: () => {} });
      await b.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await b.end();
    };
  }
  const dataDir = dir ?? 'memory://';
  try {
    const handle = await openDatabase({ url, dataDir });
    let t = performance.now();
    await handle.migrate();
    const migrateMs = performance.now() - t;

    // Baseline: a plain bulk insert on the same database, same process.
    await handle.db.execute(sql`create table bench_baseline (id int primary key, v text)`);
    t = performance.now();
    await handle.db.execute(
      sql`insert into bench_baseline select g, md5(g::text) from generate_series(1, ${BASELINE_ROWS}) g`,
    );
    const baselineMs = performance.now() - t;
    await handle.db.execute(sql`drop table bench_baseline`);

    const blobs = openBlobStore(dataDir);
    const cpu = process.cpuUsage();
    t = performance.now();
    await seedDemoData(handle.db, { scale, now: NOW }, blobs);
    const seedMs = performance.now() - t;
    const used = process.cpuUsage(cpu);
    const digests = await tableDigests(handle.db);
    const run: Run = {
      database,
      scale,
      products: digests.products!.rows,
      rows: Object.values(digests).reduce((n, d) => n + d.rows, 0),
      blobs: (await blobs.list()).length,
      migrateMs: Math.round(migrateMs),
      seedMs: Math.round(seedMs),
      cpuMs: Math.round((used.user + used.system) / 1000),
      baselineMs: Math.round(baselineMs),
      peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    };
    await handle.close();
    return run;
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
    await dropPostgres?.();
  }
}

const self = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);

if (args[0] === '--run') {
  const run = await runCase(args[1] as DatabaseCase, Number(args[2]));
  console.log(JSON.stringify(run));
} else {
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const scales = (option('scales') ?? '1,100').split(',').map(Number);
  const wanted = (option('databases') ?? DATABASES.join(',')).split(',') as DatabaseCase[];
  const databases = wanted.filter((d) => d !== 'postgres' || process.env.TEST_DATABASE_URL);
  if (wanted.includes('postgres') && !process.env.TEST_DATABASE_URL)
    console.log('TEST_DATABASE_URL is not set: PostgreSQL runs skipped.');

  const runs: Run[] = [];
  for (const scale of scales)
    for (const database of databases) {
      process.stdout.write(`seeding SEED_SCALE=${scale} on ${database}… `);
      const out = execFileSync(process.execPath, [self, '--run', database, String(scale)], {
        encoding: 'utf8',
        maxBuffer: 1 << 20,
        env: process.env,
      });
      const run = JSON.parse(out.trim().split('\n').at(-1)!) as Run;
      console.log(`${(run.seedMs / 1000).toFixed(1)} s`);
      runs.push(run);
    }

  const table = runs.map((r) => ({
    database: r.database,
    SEED_SCALE: r.scale,
    products: r.products,
    'rows written': r.rows,
    blobs: r.blobs,
    'seed s': +(r.seedMs / 1000).toFixed(2),
    'seed CPU s': +(r.cpuMs / 1000).toFixed(2),
    'products/s': Math.round(r.products / (r.seedMs / 1000)),
    'vs 100k-row insert': `${(r.seedMs / r.baselineMs).toFixed(1)}×`,
    'migrate s': +(r.migrateMs / 1000).toFixed(2),
    'peak RSS MB': r.peakRssMB,
  }));
  console.table(table);
  const results = {
    bench: 'seed',
    date: new Date().toISOString(),
    node: process.version,
    machine: { cpus: cpus().length, loadavg: loadavg().map((n) => +n.toFixed(2)) },
    target: 'SEED_SCALE=1 seeds in a few seconds on PGlite (aim: under 5 s)',
    baseline: `insert ${BASELINE_ROWS} rows with generate_series on the same database`,
    runs,
  };
  const out = fileURLToPath(new URL('./results/seed.json', import.meta.url));
  mkdirSync(join(out, '..'), { recursive: true });
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`wrote ${out}`);
}
