import { afterAll, describe, expect, it } from 'vitest';
import { ELEMENT_TAGS } from './loader';

// The elements placed here start loading their language; let that finish before the environment goes.
afterAll(async () => {
  for (const element of document.querySelectorAll('mym-language-switcher, mym-push-list')) element.remove();
  await Promise.all([import('../i18n/bundled-en'), import('../i18n/bundled-fr')]);
  await new Promise((done) => setTimeout(done, 50));
});

describe('mym-elements.js loads a tag\'s code when the tag first appears (DESIGN "Custom elements")', () => {
  it('knows every tag the manifest lists, and defines none before it is used', () => {
    expect(ELEMENT_TAGS.sort()).toEqual(
      [
        'mym-language-switcher',
        'mym-login',
        'mym-profile',
        'mym-push-composer',
        'mym-push-list',
        'mym-post-composer',
        'mym-catalog',
        'mym-booking',
        'mym-collection-picker',
        'mym-cloud',
        'mym-messages',
        'mym-incomes',
        'mym-notifications',
        'mym-calendar',
        'mym-live-composer',
      ].sort(),
    );
    for (const tag of ELEMENT_TAGS) expect(customElements.get(tag), tag).toBeUndefined();
  });

  it('a tag added to the page gets defined, and only that one', async () => {
    document.body.append(document.createElement('mym-language-switcher'));
    await customElements.whenDefined('mym-language-switcher');
    expect(customElements.get('mym-language-switcher')).toBeDefined();
    expect(customElements.get('mym-push-composer')).toBeUndefined();
    expect(customElements.get('mym-login')).toBeUndefined();
  });

  it('a tag inside added markup is found too', async () => {
    const section = document.createElement('section');
    section.innerHTML = '<div><mym-push-list></mym-push-list></div>';
    document.body.append(section);
    await customElements.whenDefined('mym-push-list');
    expect(customElements.get('mym-push-list')).toBeDefined();
  });
});
