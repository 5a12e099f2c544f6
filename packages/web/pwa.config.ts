import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installed app (issue 13): its manifest and the service worker Workbox writes at build time.
 *
 * - The worker keeps the app's own files (the hashed assets and index.html, which draws any screen
 *   in the browser) so the app opens with no network. Each version's files are kept together, so a
 *   page of one version never loads a chunk of another.
 * - Pages are still asked of the server first, which draws signed-in screens with their data
 *   (docs/decisions/0010); only when that fails does the kept index.html answer. Nothing a person
 *   sees (the drawn pages, the API's answers) is kept by the worker, so nothing of theirs stays in
 *   the browser's caches after they sign out.
 * - A new version waits until the person taps 'Actualizar' (lib/app-update.ts), so a worker in the
 *   middle of a job is never switched under their fingers.
 */
export const installedApp: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: [],
  manifest: {
    id: '/',
    name: 'Obra',
    short_name: 'Obra',
    description: 'Proyectos, trabajos, trabajadores y facturas para contratistas y pequeños negocios de servicios.',
    lang: 'es',
    start_url: '/jobs',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#1971c2',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    globPatterns: ['index.html', 'assets/**/*.{js,css,svg,png,woff2}', 'favicon.svg', 'color-scheme.js', 'icons/*.png'],
    // The visitor's prerendered pages, the guide pictures and the server's drawing bundle are not
    // the app's shell.
    globIgnores: ['pages/**', 'guides/**', 'server/**', '**/*.map'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
    ],
  },
};
