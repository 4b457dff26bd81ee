import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The web build: web/ → dist/web, served by the sync server with /api.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true },
  // jspdf's dynamic imports need code splitting inside the workers (workers/DECISIONS.md).
  worker: { format: 'es' },
  plugins: [
    react(),
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
