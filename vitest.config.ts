import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Test files under `root` whose source names the database kinds they run on. */
function databaseFiles(root: string): string[] {
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => /\.test\.ts$/.test(f) && !f.includes('node_modules'))
    .filter((f) => readFileSync(path.join(root, f), 'utf8').includes('DATABASE_KINDS'));
}

// Files that run on PostgreSQL only (two connections or processes racing on one database).
const POSTGRES_ONLY = ['multiprocess.test.ts', 'inflight.test.ts'];

/**
 * The database projects. With TEST_DATABASE_URL each runs twice: on PGlite (in process, files
 * side by side) and on PostgreSQL one file at a time, because a pull reads only rows older
 * than the cluster's oldest open transaction, so a neighbour's transaction in another
 * database held pulls back (decisions 0058, 0059).
 */
function databaseProjects(
  name: string,
  root: string,
  include: string[],
  options: { testTimeout: number; hookTimeout: number; isolate: boolean },
): TestProjectInlineConfiguration[] {
  const pgliteOnly = POSTGRES_ONLY.map((f) => `**/${f}`);
  if (!process.env.TEST_DATABASE_URL) {
    return [
      { test: { name, root, include, exclude: pgliteOnly, environment: 'node', ...options } },
    ];
  }
  return [
    {
      test: {
        name,
        root,
        include,
        exclude: pgliteOnly,
        environment: 'node',
        env: { TEST_DB_KINDS: 'pglite' },
        ...options,
      },
    },
    {
      test: {
        name: `${name}-postgres`,
        root,
        include: databaseFiles(root),
        environment: 'node',
        env: { TEST_DB_KINDS: 'postgres' },
        ...options,
        // One file at a time, in vitest's sequential group (which takes isolated projects).
        maxWorkers: 1,
        isolate: true,
      },
    },
  ];
}

// One `vitest run` runs every project; `npm test` is that run (decisions 0058, 0059).
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single file at a time on our
    // 2-core CI machines. Projects without PostgreSQL use every core. `isolate: false` (the
    // projects whose files leave no state behind) reuses a worker's loaded modules across
    // files: a fresh worker and its imports per file cost more than most files' tests
    // (decision 0059).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'shared',
          root: './shared',
          isolate: false,
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'workers',
          root: './workers',
          isolate: false,
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      ...databaseProjects('sync-server', './sync-server', ['src/**/*.test.ts'], {
        testTimeout: 60_000,
        hookTimeout: 120_000,
        isolate: false,
      }),
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './web',
          // Isolated: RxDB's dev mode and open databases, testing-library's cleanup and the
          // screens' module stores would carry from one file to the next (tried: 40 files failed).
          // Worker threads start faster than forked processes: 285 → 260 s for the web files
          // on 2 cores (decision 0059).
          pool: 'threads',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
          testTimeout: 30_000,
        },
      },
      ...databaseProjects('sync', './tests/sync', ['**/*.test.ts'], {
        testTimeout: 120_000,
        hookTimeout: 120_000,
        // Isolated: the devices' session and sync modules keep state a next file would find.
        isolate: true,
      }),
      {
        test: {
          name: 'e2e',
          root: './tests/e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
