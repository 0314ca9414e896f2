import { describe, expect, it } from 'vitest';
import { calendarEgress, isPublicAddress } from './calendar-egress';

describe('calendar egress: only public addresses, unless the operator allows a host by name', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local: the cloud metadata address'],
    ['100.100.100.200', 'carrier-grade NAT: another cloud metadata address'],
    ['224.0.0.1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fd00:ec2::254', 'IPv6 unique-local: the cloud metadata address'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, in hex'],
    ['[::ffff:10.0.0.1]', 'IPv4-mapped private, as a URL writes it'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['not an address', 'not an address at all'],
  ])('%s is refused (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111', '::ffff:93.184.215.14'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('URLs: internal addresses refused unless their host is allowed by name; http refused in production', () => {
    const egress = calendarEgress({ allowedHosts: ['127.0.0.1:5232', 'caldav.internal'], httpsOnly: false });
    expect(egress.allowsUrl('http://127.0.0.1:5232/')).toBe(true);
    expect(egress.allowsUrl('http://127.0.0.1:5233/')).toBe(false);
    expect(egress.allowsUrl('http://caldav.internal:8443/dav/')).toBe(true);
    expect(egress.allowsUrl('http://[::1]:5232/')).toBe(false);
    expect(egress.allowsUrl('ftp://caldav.example.com/')).toBe(false);
    const production = calendarEgress({ allowedHosts: [], httpsOnly: true });
    expect(production.allowsUrl('http://caldav.example.com/')).toBe(false);
    expect(production.allowsUrl('https://caldav.example.com/')).toBe(true);
  });
});
