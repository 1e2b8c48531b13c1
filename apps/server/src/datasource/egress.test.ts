import { describe, expect, it } from 'vitest';
import { EgressPolicy, addressForms, inCidr, ipBytes, parseCidr, parseCidrList } from './egress.js';

const DEFAULT_DENY = parseCidrList('169.254.0.0/16,fe80::/10');
const policy = (
  lookup: (host: string) => Promise<string[]> = async () => [],
  options: { metadataStore?: { host: string; port: number }; deny?: string } = {},
) =>
  new EgressPolicy({
    deny: options.deny === undefined ? DEFAULT_DENY : parseCidrList(options.deny),
    metadataStore: options.metadataStore ?? null,
    lookup,
    lookupTimeoutMs: 200,
  });

describe('CIDR parsing', () => {
  it('reads IPv4 and IPv6 networks and single addresses', () => {
    expect(parseCidr('169.254.0.0/16')).toMatchObject({ family: 4, prefix: 16 });
    expect(parseCidr('fe80::/10')).toMatchObject({ family: 6, prefix: 10 });
    expect(parseCidr('10.1.2.3')).toMatchObject({ family: 4, prefix: 32 });
    expect(parseCidrList(' 10.0.0.0/8 , ,::1/128 ')).toHaveLength(2);
    expect(parseCidrList('')).toEqual([]);
  });

  it.each(['10.0.0.0/33', '::/129', 'example.com/8', '10.0.0.0/x', '2852039166/32', '10.0.0/8'])(
    'refuses %s',
    (text) => expect(() => parseCidr(text)).toThrow(),
  );

  it('matches addresses inside a network only', () => {
    const net = parseCidr('169.254.0.0/16');
    expect(inCidr(ipBytes('169.254.169.254') as Uint8Array, net)).toBe(true);
    expect(inCidr(ipBytes('169.255.0.1') as Uint8Array, net)).toBe(false);
    const v6 = parseCidr('fe80::/10');
    expect(inCidr(ipBytes('febf::1') as Uint8Array, v6)).toBe(true);
    expect(inCidr(ipBytes('fec0::1') as Uint8Array, v6)).toBe(false);
  });

  it('reads the IPv4 address inside IPv4-mapped, NAT64 and 6to4 IPv6 addresses', () => {
    const v4 = (text: string) => addressForms(ipBytes(text) as Uint8Array).map((b) => b.join('.'));
    expect(v4('::ffff:169.254.169.254')).toContain('169.254.169.254');
    expect(v4('::ffff:a9fe:a9fe')).toContain('169.254.169.254');
    expect(v4('64:ff9b::a9fe:a9fe')).toContain('169.254.169.254');
    expect(v4('2002:a9fe:a9fe::1')).toContain('169.254.169.254');
    expect(v4('2001:db8::1')).toHaveLength(1);
  });
});

describe('egress policy (SECURITY C6)', () => {
  it.each([
    '169.254.169.254',
    '169.254.0.1',
    '::ffff:169.254.169.254',
    '[::ffff:169.254.169.254]',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    'fe80::1',
    '[fe80::abcd]',
  ])('denies the link-local or metadata address %s by default', async (host) => {
    expect(await policy().check(host, 80)).toEqual({ allowed: false, reason: 'denied' });
  });

  it.each(['127.0.0.1', '::1', '10.0.0.5', '192.168.1.10', '2001:db8::1'])(
    'allows %s by default (loopback and private networks included)',
    async (host) => {
      expect(await policy().check(host, 5432)).toEqual({
        allowed: true,
        address: host.replace(/^\[|\]$/g, ''),
      });
    },
  );

  it('denies a name when any of its addresses is denied, and connects to the checked one', async () => {
    const lookup = async (host: string) =>
      host === 'mixed.example' ? ['10.0.0.7', '169.254.169.254'] : ['10.0.0.8', '2001:db8::8'];
    expect(await policy(lookup).check('mixed.example', 5432)).toEqual({
      allowed: false,
      reason: 'denied',
    });
    expect(await policy(lookup).check('db.example', 5432)).toEqual({
      allowed: true,
      address: '10.0.0.8',
    });
  });

  it('denies a name resolving to a mapped IPv6 form of a denied address', async () => {
    const lookup = async () => ['::ffff:169.254.169.254'];
    expect(await policy(lookup).check('sneaky.example', 80)).toMatchObject({ allowed: false });
  });

  it('reports a name that does not resolve, resolves to nothing, or hangs as unresolved', async () => {
    const failing = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await policy(failing).check('nowhere.example', 80)).toEqual({
      allowed: false,
      reason: 'unresolved',
    });
    expect(await policy(async () => []).check('empty.example', 80)).toMatchObject({
      reason: 'unresolved',
    });
    const hanging = () => new Promise<string[]>(() => undefined);
    const started = Date.now();
    expect(await policy(hanging).check('slow.example', 80)).toMatchObject({
      reason: 'unresolved',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('honours a configured deny list, including loopback when an operator denies it', async () => {
    const strict = policy(async () => ['127.0.0.1', '::1'], { deny: '127.0.0.0/8,::1/128' });
    expect(await strict.check('localhost', 5432)).toMatchObject({ reason: 'denied' });
    expect(await strict.check('10.0.0.1', 5432)).toMatchObject({ allowed: true });
    const open = policy(async () => [], { deny: '' });
    expect(await open.check('169.254.169.254', 80)).toMatchObject({ allowed: true });
  });

  it('denies the metadata store on its port, by address and by every local address when it is local', async () => {
    const local = policy(async (host) => (host === 'localhost' ? ['127.0.0.1', '::1'] : []), {
      metadataStore: { host: '127.0.0.1', port: 5432 },
    });
    for (const host of [
      '127.0.0.1',
      '127.0.0.2',
      '::1',
      '0.0.0.0',
      '::ffff:127.0.0.1',
      'localhost',
    ])
      expect(await local.check(host, 5432), host).toMatchObject({ reason: 'denied' });
    expect(await local.check('127.0.0.1', 3306)).toMatchObject({ allowed: true });
    expect(await local.check('10.9.9.9', 5432)).toMatchObject({ allowed: true });

    const remote = policy(
      async (host) => (host === 'meta.internal' ? ['10.0.0.3'] : ['10.0.0.3']),
      {
        metadataStore: { host: 'meta.internal', port: 5432 },
      },
    );
    expect(await remote.check('10.0.0.3', 5432)).toMatchObject({ reason: 'denied' });
    expect(await remote.check('alias.internal', 5432)).toMatchObject({ reason: 'denied' });
    expect(await remote.check('10.0.0.4', 5432)).toMatchObject({ allowed: true });
    expect(await remote.check('127.0.0.1', 5432)).toMatchObject({ allowed: true });
  });
});
