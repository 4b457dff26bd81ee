import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompileMessages } from './scripts/vite/precompile-messages.ts';

// Start-up speed (docs/decisions/0007-app-shell.md, Performance).
/** The entry's stylesheet (a few KB) goes inline: the first paint waits for no request. */
function inlineEntryCss(): Plugin {
  return {
    name: 'portal:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            const css = typeof asset.source === 'string' ? asset.source : '';
            return css ? `<style>${css}</style>` : tag;
          },
        );
      },
    },
  };
}

/**
 * Brotli copies of the text files (x.js.br), sent by the server when the browser accepts br.
 * Best quality (slow: about 1 s per 400 KB) only where it pays: the files of the first load,
 * i.e. index.html and the entry chunk with its static imports; quality 9 for the rest.
 */
function brotliCopies(): Plugin {
  let outDir = '';
  return {
    name: 'portal:brotli',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    writeBundle(_options, bundle) {
      const initial = new Set<string>(['index.html']);
      const queue = Object.values(bundle).flatMap((o) =>
        o.type === 'chunk' && o.isEntry ? [o] : [],
      );
      for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
        if (initial.has(chunk.fileName)) continue;
        initial.add(chunk.fileName);
        for (const file of chunk.imports) {
          const next = bundle[file];
          if (next?.type === 'chunk') queue.push(next);
        }
      }
      for (const [file, output] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json|webmanifest)$/.test(file)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        if (source.length < 1024) continue;
        const quality = initial.has(file) ? zlib.BROTLI_MAX_QUALITY : 9;
        const params = {
          [zlib.BROTLI_PARAM_QUALITY]: quality,
          [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
        };
        writeFileSync(path.join(outDir, `${file}.br`), brotliCompressSync(source, { params }));
      }
    },
  };
}

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true },
  // jspdf's dynamic imports need code splitting inside the workers (workers/DECISIONS.md).
  worker: { format: 'es' },
  // No `unload` listener (deprecated; blocks the back/forward cache): web/src/db/unload-on-pagehide.ts.
  resolve: {
    alias: [
      {
        find: /^unload$/,
        replacement: fileURLToPath(new URL('./web/src/db/unload-on-pagehide.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    react(),
    precompileMessages(),
    inlineEntryCss(),
    brotliCopies(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Merchandising Portal',
        short_name: 'Portal',
        description: 'Libraries, assortments, samples and orders for footwear, apparel and POP',
        lang: 'en-US',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f4f6f9',
        theme_color: '#1f3a5f',
        categories: ['business', 'productivity'],
        // Drawn in web/public/icons/*.svg; PNGs generated from them (web/src/pwa/CONTEXT.md).
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The app shell (every built file) is precached: the app starts with no connection.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/file\//],
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,json,webmanifest}'],
        cleanupOutdatedCaches: true,
        // First install: take control at once so runtime caching starts on the first visit.
        // Later versions still wait for the user's "reload" (registerType 'prompt').
        clientsClaim: true,
        runtimeCaching: [
          {
            // Product, asset and logo images, wherever they are served from.
            urlPattern: ({ request }) => request.destination === 'image',
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: {
                maxEntries: 2000,
                maxAgeSeconds: 30 * 24 * 3600,
                purgeOnQuotaError: true,
              },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          {
            // Files (documents, asset files, downloads): shown from the device when offline,
            // refreshed in the background when online.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              /^\/api\/(files|assets\/files|assortment-documents\/[^/]+\/(shared|scheduled))\//.test(
                url.pathname,
              ),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'files',
              expiration: {
                maxEntries: 300,
                maxAgeSeconds: 14 * 24 * 3600,
                purgeOnQuotaError: true,
              },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
