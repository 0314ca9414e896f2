// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANIFEST_PATH, manifestText } from '../../../../scripts/custom-elements-manifest';

describe('custom-elements.json is generated from the element definitions (DESIGN "Custom elements")', () => {
  it('the committed manifest is what the definitions make (run `pnpm --filter @mym/elements build` to refresh it)', () => {
    expect(readFileSync(MANIFEST_PATH, 'utf8')).toBe(manifestText());
  });
});
