import * as spec from '@mym/constants/spec';
import { describe, expect, it } from 'vitest';
import * as sdk from './index';

describe('the SDK exports every constant of spec 9 by name (DESIGN "SDK shape")', () => {
  it('each value of @mym/constants/spec is the same value under the same name in @mym/sdk', () => {
    const names = Object.keys(spec);
    expect(names.length).toBeGreaterThan(30);
    for (const name of names)
      expect((sdk as Record<string, unknown>)[name], name).toBe((spec as Record<string, unknown>)[name]);
  });
});
