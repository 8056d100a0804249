import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    // The API host is fixed at build time; empty means the same origin as the page.
    __API_BASE_URL__: JSON.stringify(process.env.VITE_API_BASE_URL ?? ''),
  },
  // The page renderer is one self-contained file: the server loads it with plain `node`.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist/render',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        // One file: a rebuilt renderer is loaded afresh in development, and chunks would
        // import the old one back.
        rollupOptions: { output: { inlineDynamicImports: true } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 700,
        // The server reads which files the islands runtime and its imports are.
        manifest: true,
        rollupOptions: {
          input: {
            // The staff app's document; public pages are documents the server renders.
            staff: fileURLToPath(new URL('./index.html', import.meta.url)),
            islands: fileURLToPath(new URL('./src/app/entrypoint/islands.tsx', import.meta.url)),
          },
        },
      },
}));
