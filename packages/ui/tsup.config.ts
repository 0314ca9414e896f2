import { copyFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { inlineCssImports } from '../../scripts/css-imports';

// ESM for bundlers with React left to the host app; the stylesheet, joined from its pieces, ships beside it.
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
    await writeFile('dist/styles.css', inlineCssImports('src/styles.css'));
    await copyFile('src/tokens.css', 'dist/tokens.css');
  },
});
