import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// ESM for bundlers with React left to the host app; the single stylesheet ships beside the code.
export default defineConfig({
  entry: { index: 'src/index.ts', gallery: 'src/gallery/gallery.tsx' },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  async onSuccess() {
    await copyFile('src/styles.css', 'dist/styles.css');
    await copyFile('src/tokens.css', 'dist/tokens.css');
  },
});
