import { describe, expect, it } from 'vitest';
import { type SDK_ENTRIES, SDK_ENTRY_BUDGETS, sdkEntryWeight } from './sdk-weight';

// Deterministic for a given lockfile, so a growth is a red test, not a surprise in production.

describe('SDK entry points stay within their byte budgets', () => {
  for (const [entry, budget] of Object.entries(SDK_ENTRY_BUDGETS)) {
    it(`${entry} first load <= ${budget} B gzip, identity and upload code loaded on demand`, async () => {
      expect(await sdkEntryWeight(entry as keyof typeof SDK_ENTRIES)).toBeLessThanOrEqual(budget);
    });
  }
});
