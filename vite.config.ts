import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiMacros } from './scripts/vite-lingui';
import { messagesPlugin } from './scripts/vite-messages';
import { precompress } from './scripts/vite-precompress';
import { prerenderLanding } from './scripts/vite-prerender';

const alias = {
  '@': path.resolve(import.meta.dirname, 'client/src'),
  '@shared': path.resolve(import.meta.dirname, 'shared'),
};

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'client'),
  plugins: [
    react(),
    linguiMacros(),
    lingui(),
    messagesPlugin(),
    tailwindcss(),
    prerenderLanding({ alias }),
    precompress(),
  ],
  resolve: { alias },
  build: {
    // CLIENT_DIST lets parallel test runs build into separate folders.
    outDir: path.resolve(process.env.CLIENT_DIST ?? path.join(import.meta.dirname, 'dist/client')),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // A manifest of the chunks each page loads: bench/bundle reads it to print the JavaScript per route.
    manifest: true,
    rollupOptions: {
      output: {
        // React in a chunk of its own, cached across deploys of the app's code. Everything else splits
        // by page (router.tsx): the charts land in the reports page's chunks only.
        manualChunks(id) {
          return /node_modules\/(react|react-dom|scheduler|react-router)\//.test(id) ? 'react' : undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}` } },
  },
});
