import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// ESM for bundlers with React left to the host app; the single stylesheet ships beside the code.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    gallery: 'src/gallery/gallery.tsx',
    // Pieces heavy enough that screens load them only when shown (issue 13).
    menu: 'src/menu/menu.tsx',
    'date-picker': 'src/date-picker/date-picker.tsx',
    modal: 'src/modal/modal.tsx',
  },
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
