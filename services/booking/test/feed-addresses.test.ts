import { describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES } from '@nbp/contracts/http/calendars';
import { addressProblem } from '../src/clients/feed-addresses.ts';

// Which addresses a feed may be read from (docs/calendars.md#hostile-feeds), judged by ipaddr.js's
// range names: in production only the internet; link-local, and the product's ports on this host,
// never.

const production = { allowPrivate: false, ownPorts: new Set([4103, 8080]) };
const development = { allowPrivate: true, ownPorts: new Set([4103, 8080]) };
const refused = CALENDAR_MESSAGES.feedUrlPrivate;

/** Every form refused in production, by what it is. */
const NOT_THE_INTERNET: [string, string[]][] = [
  ['loopback', ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:0:0:1']],
  ['unspecified', ['0.0.0.0', '0.1.2.3', '::', '::ffff:0.0.0.0']],
  [
    'link-local (the cloud metadata address among them)',
    ['169.254.169.254', 'fe80::1', 'fe80::1%eth0', 'febf::1', '::ffff:169.254.169.254'],
  ],
  ['private', ['10.0.0.1', '172.16.0.1', '172.31.255.254', '192.168.1.10', '::ffff:10.0.0.1', '::ffff:192.168.0.1']],
  ['unique-local', ['fc00::1', 'fd12:3456::1']],
  ['site-local (deprecated, fec0::/10)', ['fec0::1', 'feff::1']],
  ['IPv4-mapped with the ::ffff:0:0/96 prefix', ['::ffff:0:a9fe:a9fe', '::ffff:0:7f00:1', '::ffff:0:a00:1']],
  ['IPv4-compatible (::/96)', ['::7f00:1', '::127.0.0.1', '::a9fe:a9fe', '::a00:1', '::8.8.8.8']],
  ['NAT64', ['64:ff9b::a9fe:a9fe', '64:ff9b::7f00:1', '64:ff9b::8.8.8.8', '64:ff9b:1::a9fe:a9fe', '64:ff9b:1::808:808']],
  ['6to4 and Teredo', ['2002:a00:1::1', '2002:7f00:1::1', '2002:a9fe:a9fe::1', '2001:0:4136:e378:8000:63bf:f5ff:fffe']],
  ['multicast', ['224.0.0.1', '239.255.255.250', 'ff02::1', 'ff05::2']],
  ['broadcast', ['255.255.255.255']],
  ['reserved and documentation', ['240.0.0.1', '192.0.2.1', '198.51.100.1', '203.0.113.1', '198.18.0.1', '2001:db8::1']],
  ['carrier-grade NAT', ['100.64.0.1', '100.127.255.254', '::ffff:100.64.0.1']],
];

describe('feed addresses in production', () => {
  for (const [what, addresses] of NOT_THE_INTERNET) {
    it(`refuses ${what}`, () => {
      for (const address of addresses) expect(addressProblem(address, 443, production), address).toBe(refused);
    });
  }

  it('refuses the four IPv6 forms that used to get through', () => {
    for (const address of ['::7f00:1', '::ffff:0:a9fe:a9fe', '64:ff9b:1::a9fe:a9fe', 'fec0::1']) {
      expect(addressProblem(address, 443, production), address).toBe(refused);
    }
  });

  it('reads the internet, IPv4 written as IPv6 included', () => {
    for (const address of ['8.8.8.8', '151.101.1.1', '::ffff:8.8.8.8', '2001:4860:4860::8888', '2a00:1450:4002:80b::200e']) {
      expect(addressProblem(address, 443, production), address).toBeNull();
    }
  });

  it('refuses what is not an address', () => {
    for (const address of ['', 'localhost', '127.1', '0x7f.0.0.1', '1.2.3.4.5', 'gggg::1']) {
      expect(addressProblem(address, 443, production), address).toBe(refused);
    }
  });
});

describe('feed addresses with ALLOW_PRIVATE_FEEDS on (development, tests)', () => {
  it('reads private networks and this host on other ports', () => {
    for (const address of ['127.0.0.1', '::1', '10.0.0.1', 'fd00::1', '::ffff:192.168.1.1']) {
      expect(addressProblem(address, 5555, development), address).toBeNull();
    }
  });

  it('still refuses link-local in any form, and the product ports on this host in any form', () => {
    for (const address of [
      '169.254.169.254',
      'fe80::1',
      '::ffff:169.254.169.254',
      '::ffff:0:a9fe:a9fe',
      '64:ff9b:1::a9fe:a9fe',
      '::a9fe:a9fe',
    ]) {
      expect(addressProblem(address, 5555, development), address).toBe(refused);
    }
    for (const address of ['127.0.0.1', '::1', '0.0.0.0', '::', '::ffff:127.0.0.1', '::7f00:1', '::ffff:0:7f00:1']) {
      expect(addressProblem(address, 4103, development), address).toBe(refused);
    }
  });
});
