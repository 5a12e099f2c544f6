import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { installedApp } from './pwa.config.js';

const server = process.env.OBRA_API ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Brotli and gzip copies beside each text file, at the highest levels: the server sends them as
    // they are, so no request pays for compression (docs/decisions/0007).
    !isSsrBuild &&
      compression({
        include: /\.(html|css|js|svg|json|txt|webmanifest)$/,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
      }),
    !isSsrBuild && VitePWA(installedApp),
  ],
  server: {
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
  // Source maps are written for whoever debugs a build, but never referenced: browsers get none.
  // The server bundle (src/server-render.tsx) goes with the build it draws pages for: the build's
  // prerender uses it, and the server draws signed-in screens with it (docs/decisions/0010).
  build: isSsrBuild
    ? {
        ssr: true,
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'render.js' } },
      }
    : {
        outDir: 'dist',
        sourcemap: 'hidden',
        chunkSizeWarningLimit: 700,
        // Browsers without modulepreload (Safari before 17) only lose the head start; the polyfill
        // would be a module both pages share, and so tie a visitor's page to the app's bundle.
        modulePreload: { polyfill: false },
        // index.html starts the app at once; the visitor's boot starts it on demand over a prerendered
        // page (scripts/prerender.mjs writes those pages from index.html).
        rolldownOptions: {
          input: { app: 'index.html', visitor: 'src/visitor.ts' },
          // What the app needs before it can draw anything goes in one file: left alone, the
          // bundler cuts it into some 35, and on a phone over HTTP/1.1 each round of six costs a
          // round trip. A visitor page's boot shares nothing with it but the page-ready event.
          output: {
            codeSplitting: {
              groups: [{ name: 'shell', tags: ['$initial'], test: (id) => !/visitor|[\\/]boot[\\/]/.test(id) }],
            },
          },
        },
      },
}));
