import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Fails the build when the JavaScript names a Mantine class (or animation) that the CSS does not
 * define: the console loads Mantine's styles component by component (src/app/mantine-styles.css),
 * and a component used for the first time needs its file added there.
 */
function mantineStylesComplete(): Plugin {
  return {
    name: 'mantine-styles-complete',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const css = files.map((file) => (file.type === 'asset' && file.fileName.endsWith('.css') ? String(file.source) : '')).join('\n');
      const named = new Set(files.flatMap((file) => (file.type === 'chunk' ? (file.code.match(/\bm_[0-9a-f]{5,8}\b/g) ?? []) : [])));
      const missing = [...named].filter((name) => !css.includes(name));
      if (missing.length > 0) {
        this.error(`Mantine classes without their styles: ${missing.join(', ')}; add the components' files to src/app/mantine-styles.css`);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), mantineStylesComplete()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', emptyOutDir: true },
  // The QR decoder's worker is a module worker (zxing-decoder.ts), built as one.
  worker: { format: 'es' },
});
