import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { chunkGroups, loginPreload } from './login-chunks.ts';
import { fieldPrecacheFiles } from './pwa-precache.ts';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // A device without a session fetches the login page's chunks beside the entry script (login-chunks.ts).
    loginPreload(),
    // Field mode is an installable app that keeps working without signal. The first load is light (the shell and the
    // field start page); the service worker then precaches, in the background, the shell (index.html), the icons
    // and the field app (pwa-precache.ts: every chunk the field pages reach, and the shared frame), so that an agent
    // may open offline a field page never opened before. The back office is not precached: each of its chunks is
    // kept the first time it is loaded (hashed names: they never change), like an older build's chunk still asked by
    // an open tab. API calls never go through the cache.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeAssets: ['icons/icon.svg'],
      manifest: {
        name: 'Sécurité Plateforme',
        short_name: 'Sécurité',
        description: 'Services, rondes et main courante des agents de sécurité, même sans réseau.',
        lang: 'fr',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#f4f6f9',
        theme_color: '#1a3a5c',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The page that installed it is served by it at once: an agent may lose the network before reloading.
        clientsClaim: true,
        skipWaiting: true,
        // Issue 30: the Web Push handlers (public/push-sw.js): a notification shown with the app closed, a click
        // opening the alert.
        importScripts: ['push-sw.js'],
        globPatterns: ['index.html', 'icons/*.{png,svg}', 'assets/**/*.{js,css,woff,woff2,ttf}'],
        manifestTransforms: [
          async (entries) => {
            const field = fieldPrecacheFiles(fileURLToPath(new URL('dist', import.meta.url)));
            const kept = field
              ? entries.filter((entry) => !entry.url.startsWith('assets/') || field.has(entry.url))
              : entries;
            return { manifest: kept, warnings: [] };
          },
        ],
        // The public holiday calendars (date-holidays, about 1.4 MB before compression) are the largest chunk.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.includes('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 90 } },
          },
        ],
      },
    }),
    // Scripts, styles and the page are compressed once at build, at the highest levels (brotli 11, gzip 9), and
    // served as such (the server's preCompressed static files): smaller than the server's on-the-fly brotli 4, and
    // no CPU spent per download (a phone precaching the whole build downloads 186 files).
    compression({
      include: /\.(js|css|html|svg|webmanifest|json)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  base: './',
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // React Router's package points every import at its development build (its dev warnings kept); the build takes the
  // production one, the same code without them. Tests and the dev server keep the warnings.
  resolve: {
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('dist/production/index.mjs', import.meta.resolve('react-router/package.json')),
              ),
            },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    // The manifest (dist/.vite/manifest.json) tells the bench which chunks the field start page loads
    // (bench/src/web-bundle.ts).
    manifest: true,
    // Vite 8's own minifier (Oxc): the phone's first load as small as with Terser and two passes (108.1 kB brotli
    // against 108.2), in a third of the build's time.
    minify: 'oxc',
    // The login page in two chunks rather than ~55 (login-chunks.ts); every other module split by Rolldown. A group
    // takes only the modules named, not their dependencies (the field start page's must stay out of it).
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: chunkGroups(import.meta.dirname) }],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The field feature's first: the phone's IndexedDB is there before anything opens it.
    setupFiles: ['./src/features/field/field-test-setup.ts', './src/test/setup.ts'],
    css: false,
    testTimeout: 30_000,
  },
}));
