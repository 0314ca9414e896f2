import { defineConfig } from 'vitest/config';

// One run over every package; browser-like packages get jsdom, the rest run in Node.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'sdk', root: 'packages/sdk', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'constants',
          root: 'packages/constants',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'ui',
          root: 'packages/ui',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'elements',
          root: 'packages/elements',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The site's own modules (the route table); its screens are tested end to end.
        test: { name: 'site', root: 'site', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        // Byte budgets that are deterministic (bytes, not timings); timings and throughputs live in `pnpm bench` only.
        test: { name: 'budgets', root: 'tests/bench', environment: 'node', include: ['**/*.test.ts'] },
      },
      {
        // Hostile input, authorization matrix, faults: the API in-process and as child processes.
        test: {
          name: 'reliability',
          root: 'tests/reliability',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The SDK against the real API (identity + server as child processes); `scripts/test.ts` runs it on its
        // own, once on PGlite and once on PostgreSQL (`CONTRACT_DATABASE=postgres`).
        test: {
          name: 'contract',
          root: 'tests/contract',
          environment: 'node',
          include: ['**/*.test.ts'],
          globalSetup: ['./global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
