import { copyFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { inlineCssImports } from '../../scripts/css-imports';

// ESM for bundlers with React left to the host app; the stylesheet, joined from its pieces, ships beside it.
export default defineConfig({
  // One entry per piece (as Radix ships them): a screen, or the partner bundle, takes only the pieces it draws.
  entry: {
    index: 'src/index.ts',
    badge: 'src/badge/badge.tsx',
    banner: 'src/banner/banner.tsx',
    button: 'src/button/button.tsx',
    cartridge: 'src/cartridge/cartridge.tsx',
    checkbox: 'src/checkbox/checkbox.tsx',
    chip: 'src/chip/removable-chip.tsx',
    'circular-progress': 'src/circular-progress/circular-progress.tsx',
    'code-entry': 'src/code-entry/code-entry.tsx',
    'date-picker': 'src/date-picker/date-picker.tsx',
    gallery: 'src/gallery/gallery.tsx',
    header: 'src/header/header.tsx',
    icons: 'src/icons/icons.tsx',
    'infinite-list': 'src/infinite-list/infinite-list.tsx',
    loader: 'src/loader/loader.tsx',
    'media-grid': 'src/media-grid/media-selection-grid.tsx',
    'media-preview': 'src/media-preview/media-preview.tsx',
    menu: 'src/menu/menu.tsx',
    'message-text': 'src/message-text/message-text.tsx',
    modal: 'src/modal/modal.tsx',
    'multi-select': 'src/multi-select/multi-select.tsx',
    'password-field': 'src/password-field/password-field.tsx',
    portal: 'src/portal/portal.tsx',
    'progression-timeline': 'src/progression-timeline/progression-timeline.tsx',
    'side-panel': 'src/side-panel/side-panel.tsx',
    'tabs-slider': 'src/tabs-slider/tabs-slider.tsx',
    'tag-input': 'src/tag-input/tag-input.tsx',
    'text-area': 'src/text-area/text-area.tsx',
    'text-field': 'src/text-field/text-field.tsx',
    toast: 'src/toast/toast-provider.tsx',
    'upload-zone': 'src/upload-zone/upload-zone.tsx',
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
