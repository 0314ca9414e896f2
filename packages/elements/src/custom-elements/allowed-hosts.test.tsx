import { type FakeApi, fakeApi, ok } from '@mym/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusedAddress } from './allowed-hosts';

describe('an element talks only to hosts its page allowed (allowed-hosts.ts)', () => {
  it('refuses plain http off loopback, hosts nobody listed, and what is not a URL', () => {
    const hosts = ['api.mym.example', '*.auth.example'];
    expect(refusedAddress('https://api.mym.example', hosts, 'partner.example')).toBeNull();
    expect(refusedAddress('https://eu.auth.example/', hosts, 'partner.example')).toBeNull();
    expect(refusedAddress('http://api.mym.example', hosts, 'partner.example')).toBe('plain_http');
    expect(refusedAddress('https://collector.example', hosts, 'partner.example')).toBe('host_not_allowed');
    expect(refusedAddress('https://api.mym.example.collector.example', hosts, 'partner.example')).toBe(
      'host_not_allowed',
    );
    expect(refusedAddress('javascript:alert(1)', hosts, 'partner.example')).toBe('not_a_url');
  });

  it('allows loopback unlisted only while the page itself is on loopback (development)', () => {
    expect(refusedAddress('http://127.0.0.1:4000', [], '127.0.0.1')).toBeNull();
    expect(refusedAddress('http://127.0.0.1:4000', [], 'partner.example')).toBe('host_not_allowed');
    expect(refusedAddress('http://127.0.0.1:4000', ['127.0.0.1:4000'], 'partner.example')).toBeNull();
  });
});

describe('an element given a host nobody allowed shows why and sends nothing', { timeout: 30_000 }, () => {
  // The elements build their own client over the page's `fetch`: the one fake API stands in for it.
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi(() => ok({}));
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(() => {
    for (const element of document.querySelectorAll('mym-push-list, mym-login')) element.remove();
    for (const meta of document.querySelectorAll('meta[name="mym-allowed-hosts"]')) meta.remove();
    vi.unstubAllGlobals();
  });

  async function place(tag: string, attributes: Record<string, string>) {
    await import('./definitions/push-list');
    await import('./definitions/login');
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
    // The element renders once its chunk and its first render ran: wait for its root, not for a set time.
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('[part="root"]')).toBeTruthy(), {
      timeout: 10_000,
    });
    return element.shadowRoot?.querySelector('[part="root"]');
  }

  it('mym-push-list with api-url on another host: a refusal in the element, no request at all', async () => {
    const root = await place('mym-push-list', { 'api-url': 'https://collector.example', locale: 'en' });
    expect(root?.getAttribute('data-state')).toBe('refused');
    expect(root?.getAttribute('role')).toBe('alert');
    expect(root?.textContent).toContain('may not contact https://collector.example');
    expect(api.calls).toEqual([]);
  });

  it('mym-login with a user-pool-endpoint nobody allowed never gets to the password form', async () => {
    const meta = document.createElement('meta');
    meta.name = 'mym-allowed-hosts';
    meta.content = 'api.mym.example';
    document.head.append(meta);
    const root = await place('mym-login', {
      'api-url': 'https://api.mym.example',
      'user-pool-id': 'eu-west-1_abc',
      'user-pool-client-id': 'client',
      'user-pool-endpoint': 'https://collector.example',
      locale: 'fr',
    });
    expect(root?.getAttribute('data-state')).toBe('refused');
    expect(root?.textContent).toContain("n'a pas le droit de contacter https://collector.example");
    expect(root?.querySelector('input[type="password"]')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('a host the page lists is used normally', async () => {
    const meta = document.createElement('meta');
    meta.name = 'mym-allowed-hosts';
    meta.content = 'https://api.mym.example';
    document.head.append(meta);
    const root = await place('mym-push-list', { 'api-url': 'https://api.mym.example', locale: 'en' });
    expect(root?.getAttribute('data-state')).not.toBe('refused');
  });
});
