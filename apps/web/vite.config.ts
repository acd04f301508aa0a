import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Shared chunks by hash alone: every import between chunks, and the route table's list of
    // what each screen preloads, spell these names, and the readable prefix cost each screen
    // 2-4 KB gzipped (decision 013). Entry and asset names are unchanged.
    rolldownOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
});
