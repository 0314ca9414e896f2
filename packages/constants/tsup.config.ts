import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', spec: 'src/spec.ts', money: 'src/money.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: true,
  sourcemap: true,
  clean: true,
});
