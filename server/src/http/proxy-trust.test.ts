import { describe, expect, it } from 'vitest';
import { readProxyTrust } from './proxy-trust';

describe('TRUST_PROXY: whose X-Forwarded-For names the client (README "Hostile input")', () => {
  it('unset or false trusts no proxy', () => {
    expect(readProxyTrust(undefined)).toBe(false);
    expect(readProxyTrust('false')).toBe(false);
  });

  it('a list of proxies or ranges, or a hop count', () => {
    expect(readProxyTrust('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const oneHop = readProxyTrust('1') as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
  });

  it('true is refused: any client could then claim any address', () => {
    expect(() => readProxyTrust('true')).toThrow(/TRUST_PROXY/);
  });
});
