// A bench's page built with Vite the way the app is (React, production mode, ES workers), into
// `outDir` from one HTML entry; the benches then serve that folder to headless Chromium.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export async function buildBenchPage(
  repo: string,
  outDir: string,
  page: string,
  extra: { readonly minify?: boolean; readonly chunkSizeWarningLimit?: number } = {},
): Promise<string> {
  await build({
    root: repo,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      ...(extra.minify === undefined ? {} : { minify: extra.minify }),
      ...(extra.chunkSizeWarningLimit
        ? { chunkSizeWarningLimit: extra.chunkSizeWarningLimit }
        : {}),
      rolldownOptions: { input: { page: path.join(repo, page) } },
    },
  });
  return outDir;
}
