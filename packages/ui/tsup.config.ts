import { copyFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { inlineCssImports } from '../../scripts/css-imports';

// ESM for bundlers with React left to the host app; the stylesheet, joined from its pieces, ships beside it.
export default defineConfig({
  // Pieces a screen or the partner bundle takes alone, without the whole design system: the heavy ones load only
  // when shown, and the booking widget draws its few pieces without the date picker or the upload zone.
  entry: {
    index: 'src/index.ts',
    button: 'src/button/button.tsx',
    'date-picker': 'src/date-picker/date-picker.tsx',
    gallery: 'src/gallery/gallery.tsx',
    loader: 'src/loader/loader.tsx',
    menu: 'src/menu/menu.tsx',
    'message-text': 'src/message-text/message-text.tsx',
    modal: 'src/modal/modal.tsx',
    'text-field': 'src/text-field/text-field.tsx',
    'time-field': 'src/date-picker/time-field.tsx',
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
