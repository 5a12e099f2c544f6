import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

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
  ],
  server: {
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
  // Source maps are written for whoever debugs a build, but never referenced: browsers get none.
  build: isSsrBuild
    ? { ssr: true, outDir: '.prerender', emptyOutDir: true }
    : {
        outDir: 'dist',
        sourcemap: 'hidden',
        chunkSizeWarningLimit: 700,
        // Two pages: index.html starts the app at once; visitor.html, prerendered, starts it on demand.
        rollupOptions: { input: { app: 'index.html', visitor: 'visitor.html' } },
      },
}));
