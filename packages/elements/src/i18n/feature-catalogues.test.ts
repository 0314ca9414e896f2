import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FEATURES, featureCatalogue } from './feature-catalogues';
import { translationsFor } from './translations';

const SOURCE = join(import.meta.dirname, '..');
const FOLDERS_WITH_LOCALES = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith(join('locales', 'fr.json')))
  .map((path) => path.slice(0, -join('locales', 'fr.json').length - 1))
  .filter((folder) => folder !== 'i18n');

describe("an element's built-in words (a partner page loads only its features' catalogues)", () => {
  it('every feature folder with a catalogue can be loaded on its own', () => {
    expect([...CATALOGUE_FEATURES].sort()).toEqual([...FOLDERS_WITH_LOCALES].sort());
  });

  it("holds the shared keys and the features' keys, word for word as the whole catalogue, and nothing else", async () => {
    const all = await translationsFor('en');
    const push = await featureCatalogue('en', ['push']);
    expect(push.retry).toBe(all.retry);
    expect(push.mandatory_field_is_empty_error).toBe(all.mandatory_field_is_empty_error);
    const pushKeys = Object.keys(push).filter((key) => key.startsWith('push_'));
    expect(pushKeys.length).toBeGreaterThan(10);
    for (const key of Object.keys(push)) expect(push[key], key).toBe(all[key]);
    expect(Object.keys(push).length).toBeLessThan(Object.keys(all).length / 2);
    expect((await featureCatalogue('fr', ['push'])).retry).toBe((await translationsFor('fr')).retry);
  });
});
