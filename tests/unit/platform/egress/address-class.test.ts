import { describe, expect, it } from 'vitest';
import { ALLOW_LISTABLE, classifyAddress, describeClass } from '../../../../services/platform/egress/address-class';
import { formatIp, parseCidr, parseIp } from '../../../../services/platform/egress/ip';

describe('IP parsing', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['0.0.0.0', '0.0.0.0'],
    ['::', '::'],
    ['::1', '::1'],
    ['0:0:0:0:0:0:0:1', '::1'],
    ['::ffff:127.0.0.1', '::ffff:7f00:1'],
    ['0:0:0:0:0:ffff:7f00:0001', '::ffff:7f00:1'],
    ['FD00:EC2::254', 'fd00:ec2::254'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
  ])('reads %s as %s', (text, canonical) => {
    const ip = parseIp(text);
    expect(ip).not.toBeNull();
    expect(formatIp(ip!)).toBe(canonical);
  });

  it.each([
    '0177.0.0.1',
    '127.1',
    '2130706433',
    '0x7f.0.0.1',
    '256.0.0.1',
    '1.2.3.4.5',
    '01.2.3.4',
    '',
    '1.2.3.4::',
    ':::',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '12345::',
    '1.2.3.4::1',
    'localhost',
    '[::1]',
    'fe80::1%',
  ])('refuses %j (not canonical text)', (text) => {
    expect(parseIp(text)).toBeNull();
  });

  it('reads CIDR ranges and masks their base', () => {
    expect(parseCidr('10.1.2.3/8')).toEqual({ family: 4, base: 10n << 24n, prefix: 8 });
    expect(parseCidr('::1')).toEqual({ family: 6, base: 1n, prefix: 128 });
    expect(parseCidr('10.0.0.0/33')).toBeNull();
    expect(parseCidr('::/129')).toBeNull();
    expect(parseCidr('10.0.0.0/08')).toBeNull();
  });
});

/** RELIABILITY A20: every address a request could be pointed at, and its class. */
const VECTORS: ReadonlyArray<readonly [string, string]> = [
  // IPv4
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['100.64.0.1', 'shared'],
  ['100.127.255.255', 'shared'],
  ['169.254.0.1', 'link-local'],
  ['169.254.169.254', 'metadata'],
  ['169.254.170.2', 'metadata'],
  ['100.100.100.200', 'metadata'],
  ['168.63.129.16', 'metadata'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.1', 'documentation'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['198.18.0.1', 'benchmarking'],
  // IPv6
  ['::1', 'loopback'],
  ['::', 'unspecified'],
  ['fe80::1', 'link-local'],
  ['febf::1', 'link-local'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456::1', 'unique-local'],
  ['fd00:ec2::254', 'metadata'],
  ['fec0::1', 'private'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation'],
  ['2001::1', 'reserved'],
  ['2001:2::1', 'benchmarking'],
  ['100::1', 'reserved'],
  ['::7f00:1', 'reserved'],
  ['64:ff9b:1::a00:1', 'private'],
  ['4000::1', 'reserved'],
  // IPv6 carrying IPv4: the IPv4 address's class
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:169.254.169.254', 'metadata'],
  ['::ffff:0.0.0.0', 'unspecified'],
  ['64:ff9b::127.0.0.1', 'loopback'],
  ['64:ff9b::a9fe:a9fe', 'metadata'],
  ['2002:7f00:1::', 'loopback'],
  ['2002:c0a8:101::1', 'private'],
  // public
  ['8.8.8.8', 'public'],
  ['1.1.1.1', 'public'],
  ['172.32.0.1', 'public'],
  ['100.128.0.1', 'public'],
  ['192.169.0.1', 'public'],
  ['2606:4700:4700::1111', 'public'],
  ['::ffff:8.8.8.8', 'public'],
  ['64:ff9b::808:808', 'public'],
  ['2002:808:808::1', 'public'],
];

describe('address classes (RELIABILITY A20)', () => {
  it.each(VECTORS)('%s is %s', (address, expected) => {
    expect(classifyAddress(address)?.class).toBe(expected);
  });

  it('has 40+ vectors, most of them forbidden', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(40);
    expect(VECTORS.filter(([, c]) => c !== 'public').length).toBeGreaterThanOrEqual(40);
  });

  it('names the IPv4 address inside an IPv6 form', () => {
    expect(describeClass(classifyAddress('::ffff:127.0.0.1')!)).toBe('a loopback address (ipv4-mapped 127.0.0.1)');
    expect(describeClass(classifyAddress('2002:a9fe:a9fe::')!)).toBe('a cloud metadata address (6to4 169.254.169.254)');
  });

  it('never lets the allow-list open metadata, unspecified, multicast, broadcast or reserved addresses', () => {
    for (const never of ['metadata', 'unspecified', 'multicast', 'broadcast', 'reserved', 'documentation', 'benchmarking'] as const) {
      expect(ALLOW_LISTABLE.has(never)).toBe(false);
    }
  });
});
