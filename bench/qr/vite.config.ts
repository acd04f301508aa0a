import { defineConfig } from 'vite';

/** The QR benchmark's page: the app's decoder and jsQR, built like the app (its `.wasm` served, not fetched). */
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true },
});
