import { defineConfig } from 'tsup';

// ESM with code splitting, so aws-amplify stays in its own chunk that `auth` loads on demand.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    // The account's structs on their own: every screen loads the contract, only the account screen these.
    'contract/account': 'src/contract/account.ts',
    'rules/index': 'src/rules/index.ts',
    'rules/slots': 'src/rules/slots.ts',
    'forms/index': 'src/forms/index.ts',
    'booking/index': 'src/booking/index.ts',
    'fan/index': 'src/fan/index.ts',
    // The one fake of the API for a developer's unit tests: it imports nothing of the SDK at run time, so it adds
    // no byte to any other entry.
    'testing/index': 'src/testing/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: true,
  splitting: true,
  sourcemap: true,
  clean: true,
  external: ['aws-amplify', 'superstruct'],
});
