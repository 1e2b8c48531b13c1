import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EgressPolicy,
  addressForms,
  inCidr,
  parseCidr,
  parseCidrList,
  parseIpLiteral,
  type EgressDecision,
} from './egress.js';

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

const DENIED: EgressDecision = { allowed: false, reason: 'denied' };
const ip = (text: string) => {
  const literal = parseIpLiteral(text);
  if (!literal) throw new Error(`${text} is not an IP literal`);
  return literal.ip;
};
const embeddedIPv4 = (text: string) =>
  addressForms(ip(text))
    .filter((form) => form.kind() === 'ipv4')
    .map(String);

describe('CIDR parsing', () => {
  it('reads IPv4 and IPv6 networks and single addresses', () => {
    expect(parseCidr('169.254.0.0/16')).toMatchObject({ family: 4, prefix: 16 });
    expect(parseCidr('fe80::/10')).toMatchObject({ family: 6, prefix: 10 });
    expect(parseCidr('10.1.2.3')).toMatchObject({ family: 4, prefix: 32 });
    expect(parseCidr('::a9fe:0/112').network.toString()).toBe('::a9fe:0');
    expect(parseCidrList(' 10.0.0.0/8 , ,::1/128 ')).toHaveLength(2);
    expect(parseCidrList('')).toEqual([]);
  });

  it.each([
    '10.0.0.0/33',
    '::/129',
    'example.com/8',
    '10.0.0.0/x',
    '10.0.0.0/',
    '10.0.0.0/-1',
    '2852039166/32',
    '0xa9fe.0.0.0/16',
    '010.0.0.0/8',
    '10.0.0/8',
    'fe80::%eth0/10',
    '[fe80::]/10',
    '1::2::3/64',
  ])('refuses %s', (text) => expect(() => parseCidr(text)).toThrow());

  it('matches addresses inside a network only', () => {
    const net = parseCidr('169.254.0.0/16');
    expect(inCidr(ip('169.254.169.254'), net)).toBe(true);
    expect(inCidr(ip('169.255.0.1'), net)).toBe(false);
    expect(inCidr(ip('::ffff:169.254.169.254'), net)).toBe(false);
    const v6 = parseCidr('fe80::/10');
    expect(inCidr(ip('febf::1'), v6)).toBe(true);
    expect(inCidr(ip('fec0::1'), v6)).toBe(false);
  });
});

describe('IP literals', () => {
  it.each([
    ['[::]', '::'],
    ['0:0:0:0:0:0:0:0', '::'],
    ['::FFFF:A9FE:A9FE', '::ffff:a9fe:a9fe'],
    ['[0000:0000:0000:0000:0000:ffff:a9fe:a9fe]', '::ffff:a9fe:a9fe'],
    // ipaddr.js alone reads this IPv4-compatible spelling as IPv4-mapped.
    ['::169.254.169.254', '::a9fe:a9fe'],
    ['::ffff:169.254.169.254', '::ffff:a9fe:a9fe'],
    ['0::169.254.169.254', '::a9fe:a9fe'],
    ['2852039166', '169.254.169.254'],
    ['0x7f.1', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
  ])('reads %s as %s', (text, canonical) => {
    expect(parseIpLiteral(text)?.ip.toString()).toBe(canonical);
  });

  it('keeps a zone id apart from the address', () => {
    expect(parseIpLiteral('fe80::1%eth0')).toMatchObject({ zone: 'eth0' });
    expect(parseIpLiteral('[FE80::1%eth0.100]')?.ip.toString()).toBe('fe80::1');
    expect(parseIpLiteral('fe80::1')).toMatchObject({ zone: null });
  });

  it.each([
    'db.example',
    '1.2.3.4.5',
    '[1.2.3.4]',
    '[::1',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '::ffff:256.0.0.1',
    '12345::1',
    'fe80::1%',
    'fe80::1%eth0/x',
    '10.0.0.1%eth0',
    '',
  ])('does not read %j as an IP literal', (text) => {
    expect(parseIpLiteral(text)).toBeNull();
  });

  it.each([
    ['::ffff:169.254.169.254', 'IPv4-mapped'],
    ['::169.254.169.254', 'IPv4-compatible'],
    ['::ffff:0:169.254.169.254', 'SIIT'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 well-known prefix'],
    ['64:ff9b:1:0:1234::a9fe:a9fe', 'NAT64 local-use prefix'],
    ['2002:a9fe:a9fe::1', '6to4'],
    ['2001:0:a9fe:a9fe:8000:1234:f5f5:fefe', 'Teredo server'],
    ['2001:0:4136:e378:8000:63bf:5601:5601', 'Teredo client'],
  ])('judges %s (%s) as 169.254.169.254 too', (text) => {
    expect(embeddedIPv4(text)).toContain('169.254.169.254');
  });

  it('reads both IPv4 addresses of a Teredo address, and none from other IPv6', () => {
    expect(embeddedIPv4('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toEqual([
      '65.54.227.120',
      '192.0.2.45',
    ]);
    expect(embeddedIPv4('2001:db8::1')).toEqual([]);
    expect(embeddedIPv4('fe80::1')).toEqual([]);
    expect(embeddedIPv4('::1')).toEqual([]);
  });
});

describe('egress policy (SECURITY C6)', () => {
  it.each([
    '169.254.169.254',
    '169.254.0.1',
    '::ffff:169.254.169.254',
    '[::ffff:169.254.169.254]',
    '::ffff:a9fe:a9fe',
    '::169.254.169.254',
    '::ffff:0:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::a9fe:a9fe',
    '2002:a9fe:a9fe::1',
    '2001:0:4136:e378:8000:63bf:5601:5601',
    'fe80::1',
    '[fe80::abcd]',
    'fe80::1%eth0',
  ])('denies the link-local or metadata address %s by default', async (host) => {
    expect(await policy().check(host, 80)).toEqual(DENIED);
  });

  it.each(['0.0.0.0', '0.1.2.3', '::', '[::]', '::ffff:0.0.0.0', '::0.0.0.0', '2002::1'])(
    'always denies the unspecified address %s, even with an empty deny list',
    async (host) => {
      expect(await policy(async () => [], { deny: '' }).check(host, 5432)).toEqual(DENIED);
    },
  );

  it.each(['127.0.0.1', '::1', '10.0.0.5', '192.168.1.10', '2001:db8::1'])(
    'allows %s by default (loopback and private networks included)',
    async (host) => {
      expect(await policy().check(host, 5432)).toEqual({ allowed: true, address: host });
    },
  );

  it('connects to the checked address written canonically, with its zone', async () => {
    const open = policy(async () => [], { deny: '' });
    expect(await open.check('[::FFFF:0A00:0001]', 5432)).toEqual({
      allowed: true,
      address: '::ffff:a00:1',
    });
    expect(await open.check('0x0a.1', 5432)).toEqual({ allowed: true, address: '10.0.0.1' });
    expect(await open.check('fe80::0001%eth0', 5432)).toEqual({
      allowed: true,
      address: 'fe80::1%eth0',
    });
  });

  it('denies a name when any of its addresses is denied, and connects to the checked one', async () => {
    const lookup = async (host: string) =>
      host === 'mixed.example' ? ['10.0.0.7', '169.254.169.254'] : ['10.0.0.8', '2001:db8::8'];
    expect(await policy(lookup).check('mixed.example', 5432)).toEqual(DENIED);
    expect(await policy(lookup).check('db.example', 5432)).toEqual({
      allowed: true,
      address: '10.0.0.8',
    });
  });

  it('denies a name resolving to an IPv6 form of a denied or unspecified address', async () => {
    for (const answer of ['::ffff:169.254.169.254', '64:ff9b:1::a9fe:a9fe', '::'])
      expect(await policy(async () => [answer]).check('sneaky.example', 80), answer).toEqual(
        DENIED,
      );
  });

  it('reports a name that does not resolve, resolves to nothing or to garbage, or hangs as unresolved', async () => {
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
    expect(await policy(async () => ['not an address']).check('odd.example', 80)).toMatchObject({
      reason: 'unresolved',
    });
    const hanging = () => new Promise<string[]>(() => undefined);
    const started = Date.now();
    expect(await policy(hanging).check('slow.example', 80)).toMatchObject({
      reason: 'unresolved',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('never asks the resolver about text that is neither an IP literal nor a name', async () => {
    const asked: string[] = [];
    const lookup = async (host: string) => {
      asked.push(host);
      return ['10.0.0.1'];
    };
    for (const host of ['[::1', '[db.example]', '1::2::3', 'fe80::1%', 'db example', 'a/b'])
      expect(await policy(lookup).check(host, 80), host).toMatchObject({ reason: 'unresolved' });
    expect(asked).toEqual([]);
  });

  it('honours a configured deny list, including loopback when an operator denies it', async () => {
    const strict = policy(async () => ['127.0.0.1', '::1'], { deny: '127.0.0.0/8,::1/128' });
    expect(await strict.check('localhost', 5432)).toEqual(DENIED);
    for (const host of ['::ffff:127.0.0.1', '::127.0.0.1', '2002:7f00:1::', '[::1]'])
      expect(await strict.check(host, 5432), host).toEqual(DENIED);
    expect(await strict.check('10.0.0.1', 5432)).toMatchObject({ allowed: true });
    const open = policy(async () => [], { deny: '' });
    expect(await open.check('169.254.169.254', 80)).toMatchObject({ allowed: true });
  });

  it('reads an IPv4-mapped IPv6 deny entry as the IPv4 network it spells', async () => {
    const mapped = policy(async () => [], { deny: '::ffff:169.254.0.0/112' });
    expect(await mapped.check('169.254.1.2', 80)).toEqual(DENIED);
    expect(await mapped.check('64:ff9b::a9fe:102', 80)).toEqual(DENIED);
    expect(await mapped.check('169.255.1.2', 80)).toMatchObject({ allowed: true });
  });

  it('denies the metadata store on its port, by address and by every local address when it is local', async () => {
    const local = policy(async (host) => (host === 'localhost' ? ['127.0.0.1', '::1'] : []), {
      metadataStore: { host: '127.0.0.1', port: 5432 },
    });
    for (const host of [
      '127.0.0.1',
      '127.0.0.2',
      '::1',
      '[::1]',
      '0.0.0.0',
      '::',
      '::ffff:127.0.0.1',
      '::127.0.0.1',
      '::ffff:0:127.0.0.1',
      '64:ff9b:1::7f00:1',
      'localhost',
    ])
      expect(await local.check(host, 5432), host).toEqual(DENIED);
    expect(await local.check('127.0.0.1', 3306)).toMatchObject({ allowed: true });
    expect(await local.check('10.9.9.9', 5432)).toMatchObject({ allowed: true });

    const remote = policy(async () => ['10.0.0.3'], {
      metadataStore: { host: 'meta.internal', port: 5432 },
    });
    expect(await remote.check('10.0.0.3', 5432)).toEqual(DENIED);
    expect(await remote.check('::ffff:10.0.0.3', 5432)).toEqual(DENIED);
    expect(await remote.check('alias.internal', 5432)).toEqual(DENIED);
    expect(await remote.check('10.0.0.4', 5432)).toMatchObject({ allowed: true });
    expect(await remote.check('127.0.0.1', 5432)).toMatchObject({ allowed: true });

    const unresolvable = policy(async () => [], {
      metadataStore: { host: 'gone.internal', port: 5432 },
    });
    expect(await unresolvable.check('127.0.0.1', 5432)).toEqual(DENIED);
  });
});

// ---- Properties ---------------------------------------------------------------------------
// Addresses are generated as bytes and written out here, independently of the parser under
// test; every spelling of an address must be judged like the address.

type Octets = [number, number, number, number];
type Bytes16 = number[];

const octetsArb: fc.Arbitrary<Octets> = fc.tuple(
  fc.nat(255),
  fc.nat(255),
  fc.nat(255),
  fc.nat(255),
);
const u32 = (o: readonly number[]) =>
  (((o[0] ?? 0) << 24) | ((o[1] ?? 0) << 16) | ((o[2] ?? 0) << 8) | (o[3] ?? 0)) >>> 0;
const octetsOf = (n: number): Octets => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const maskV4 = (prefix: number) => (prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);
const inV4 = (o: readonly number[], base: readonly number[], prefix: number) =>
  (u32(o) & maskV4(prefix)) >>> 0 === (u32(base) & maskV4(prefix)) >>> 0;
const big = (bytes: readonly number[]) => bytes.reduce((acc, b) => (acc << 8n) | BigInt(b), 0n);
const bytesOfBig = (n: bigint): Bytes16 =>
  Array.from({ length: 16 }, (_, i) => Number((n >> BigInt(8 * (15 - i))) & 0xffn));
const maskV6 = (prefix: number) => ((1n << 128n) - 1n) ^ ((1n << BigInt(128 - prefix)) - 1n);
const inV6 = (bytes: readonly number[], base: readonly number[], prefix: number) =>
  (big(bytes) & maskV6(prefix)) === (big(base) & maskV6(prefix));
const dotted = (o: readonly number[]) => o.join('.');
const rest = (n: number) => fc.array(fc.nat(255), { minLength: n, maxLength: n });

/** The IPv6 embeddings of an IPv4 address, as bytes (others: extra bytes to fill). */
const EMBED = {
  mapped: (v4: Octets) => [...Array<number>(10).fill(0), 0xff, 0xff, ...v4],
  compatible: (v4: Octets) => [...Array<number>(12).fill(0), ...v4],
  siit: (v4: Octets) => [...Array<number>(8).fill(0), 0xff, 0xff, 0, 0, ...v4],
  nat64: (v4: Octets) => [0, 0x64, 0xff, 0x9b, ...Array<number>(8).fill(0), ...v4],
  nat64Local: (v4: Octets, extra: number[]) => [
    0,
    0x64,
    0xff,
    0x9b,
    0,
    1,
    ...extra.slice(0, 6),
    ...v4,
  ],
  sixToFour: (v4: Octets, extra: number[]) => [0x20, 0x02, ...v4, ...extra.slice(0, 10)],
  teredoClient: (v4: Octets, extra: number[], other: Octets) => [
    0x20,
    0x01,
    0,
    0,
    ...other,
    ...extra.slice(0, 4),
    ...v4.map((b) => b ^ 0xff),
  ],
  teredoServer: (v4: Octets, extra: number[], other: Octets) => [
    0x20,
    0x01,
    0,
    0,
    ...v4,
    ...extra.slice(0, 4),
    ...other.map((b) => b ^ 0xff),
  ],
} satisfies Record<string, (v4: Octets, extra: number[], other: Octets) => Bytes16>;
type EmbeddingName = keyof typeof EMBED;
const EMBEDDING_NAMES = Object.keys(EMBED) as EmbeddingName[];

interface Style {
  pad: boolean;
  upper: boolean;
  dotted: boolean;
  brackets: boolean;
  zone: boolean;
  run: number;
}
const styleArb: fc.Arbitrary<Style> = fc.record({
  pad: fc.boolean(),
  upper: fc.boolean(),
  dotted: fc.boolean(),
  brackets: fc.boolean(),
  zone: fc.boolean(),
  run: fc.nat(64),
});

/**
 * IPv6 text for 16 bytes: compressed at any run of zero groups (or not at all), with or without
 * leading zeros, lower or upper case, the last 32 bits dotted or not, bracketed or not, with or
 * without a zone id.
 */
function spell6(bytes: Bytes16, style: Style): string {
  const groups = Array.from(
    { length: 8 },
    (_, i) => (bytes[2 * i] ?? 0) * 256 + (bytes[2 * i + 1] ?? 0),
  );
  const count = style.dotted ? 6 : 8;
  const texts = groups
    .slice(0, count)
    .map((g) => (style.pad ? g.toString(16).padStart(4, '0') : g.toString(16)));
  const tail = style.dotted ? [dotted(bytes.slice(12))] : [];
  const runs: [number, number][] = [];
  for (let i = 0; i < count; i += 1)
    for (let j = i; j < count && groups[j] === 0; j += 1) runs.push([i, j + 1]);
  const run = runs[style.run % (runs.length + 1)];
  let text = run
    ? `${texts.slice(0, run[0]).join(':')}::${[...texts.slice(run[1]), ...tail].join(':')}`
    : [...texts, ...tail].join(':');
  if (style.upper) text = text.toUpperCase();
  if (style.zone) text += '%eth0';
  return style.brackets ? `[${text}]` : text;
}

/** IPv4 notations a resolver also reads (the host schema refuses them earlier; judged alike). */
const spell4 = (v4: Octets, notation: number): string =>
  [
    dotted(v4),
    String(u32(v4)),
    `0x${u32(v4).toString(16)}`,
    v4.map((b) => `0${b.toString(8)}`).join('.'),
  ][notation % 4] ?? dotted(v4);

/** Every spelling of an IPv4 address: itself and each IPv6 embedding, in the given style. */
function spellingsOfIPv4(
  v4: Octets,
  style: Style,
  notation: number,
  extra: number[],
  other: Octets,
): { host: string; bytes: number[] }[] {
  const spellings = [{ host: spell4(v4, notation), bytes: [...v4] }];
  for (const name of EMBEDDING_NAMES) {
    // ::0.0.0.1 is ::1, the IPv6 loopback address, not an IPv4-compatible one.
    if (name === 'compatible' && u32(v4) === 1) continue;
    const bytes = EMBED[name](v4, extra, other);
    spellings.push({ host: spell6(bytes, style), bytes });
  }
  return spellings;
}

const bytesOfDecision = (decision: EgressDecision) =>
  decision.allowed ? parseIpLiteral(decision.address)?.ip.toByteArray() : undefined;

const RUNS = { numRuns: 200 };

describe('egress properties (SECURITY C6)', () => {
  it('refuses every spelling of any IPv4 address inside a denied IPv4 network', async () => {
    await fc.assert(
      fc.asyncProperty(
        octetsArb,
        fc.nat(32),
        fc.nat(0xffffffff),
        styleArb,
        fc.nat(3),
        rest(10),
        octetsArb,
        async (base, prefix, host, style, notation, extra, other) => {
          const mask = maskV4(prefix);
          const v4 = octetsOf(((u32(base) & mask) | (host & ~mask)) >>> 0);
          const egress = policy(async () => [], { deny: `${dotted(base)}/${prefix}` });
          for (const { host: text } of spellingsOfIPv4(v4, style, notation, extra, other))
            expect(await egress.check(text, 5432), text).toEqual(DENIED);
        },
      ),
      RUNS,
    );
  });

  it('refuses every spelling of any IPv6 address inside a denied IPv6 network', async () => {
    await fc.assert(
      fc.asyncProperty(
        rest(16),
        fc.nat(128),
        rest(16),
        styleArb,
        async (base, prefix, host, style) => {
          const mask = maskV6(prefix);
          const address = bytesOfBig(
            (big(base) & mask) | (big(host) & ~mask & ((1n << 128n) - 1n)),
          );
          const network = spell6(base, { ...style, zone: false, brackets: false });
          const egress = policy(async () => [], { deny: `${network}/${prefix}` });
          const text = spell6(address, style);
          expect(await egress.check(text, 5432), `${text} in ${network}/${prefix}`).toEqual(DENIED);
        },
      ),
      RUNS,
    );
  });

  it('refuses every spelling of the unspecified addresses whatever the deny list', async () => {
    const egress = policy(async () => [], { deny: '' });
    await fc.assert(
      fc.asyncProperty(
        fc.nat(0xffffff),
        styleArb,
        fc.nat(3),
        rest(10),
        octetsArb,
        async (low, style, notation, extra, other) => {
          expect(await egress.check(spell6(Array<number>(16).fill(0), style), 5432)).toEqual(
            DENIED,
          );
          for (const { host } of spellingsOfIPv4(octetsOf(low), style, notation, extra, other))
            expect(await egress.check(host, 5432), host).toEqual(DENIED);
        },
      ),
      RUNS,
    );
  });

  it('allows every spelling of an address outside every denied network, naming the checked address', async () => {
    const denyArb = fc.array(fc.tuple(octetsArb, fc.integer({ min: 4, max: 32 })), {
      maxLength: 4,
    });
    await fc.assert(
      fc.asyncProperty(
        denyArb,
        fc.boolean(),
        octetsArb,
        octetsArb,
        styleArb,
        fc.nat(3),
        rest(10),
        async (deny, denyLocal, v4, other, style, notation, extra) => {
          const networks = [...deny, ...(denyLocal ? [[[127, 0, 0, 0], 8] as const] : [])];
          const refused = (o: Octets) =>
            o[0] === 0 || networks.some(([base, prefix]) => inV4(o, base, prefix));
          fc.pre(!refused(v4) && !refused(other));
          const text = [
            ...networks.map(([base, prefix]) => `${dotted(base)}/${prefix}`),
            ...(denyLocal ? ['::1/128'] : []),
          ].join(',');
          const egress = policy(async () => [], { deny: text });
          for (const { host, bytes } of spellingsOfIPv4(v4, style, notation, extra, other)) {
            const decision = await egress.check(host, 5432);
            expect(decision, host).toMatchObject({ allowed: true });
            expect(bytesOfDecision(decision), host).toEqual(bytes);
          }
        },
      ),
      RUNS,
    );
  });

  it('judges any address exactly as the rule says (model: unspecified, deny list, embeddings)', async () => {
    // The rule, restated over bytes: an IPv6 address is refused when it is ::, lies in a denied
    // IPv6 network, or carries an IPv4 address (in any embedding) that would be refused; an IPv4
    // address is refused when it lies in 0.0.0.0/8 or a denied IPv4 network, or when its
    // IPv4-mapped form lies in a denied IPv6 network of prefix 96 or longer.
    const embeddedOf = (b: Bytes16): Octets[] => {
      const at = (i: number, invert = false) =>
        b.slice(i, i + 4).map((x) => (invert ? x ^ 0xff : x)) as Octets;
      const starts = (prefix: number[]) => prefix.every((x, i) => b[i] === x);
      const zeros = (n: number) => Array<number>(n).fill(0);
      const found: Octets[] = [];
      if (starts([...zeros(10), 0xff, 0xff])) found.push(at(12));
      if (starts(zeros(12)) && !(b[12] === 0 && b[13] === 0 && b[14] === 0 && b[15] === 1))
        found.push(at(12));
      if (starts([...zeros(8), 0xff, 0xff, 0, 0])) found.push(at(12));
      if (starts([0, 0x64, 0xff, 0x9b, ...zeros(8)])) found.push(at(12));
      if (starts([0, 0x64, 0xff, 0x9b, 0, 1])) found.push(at(12));
      if (starts([0x20, 0x02])) found.push(at(2));
      if (starts([0x20, 0x01, 0, 0])) found.push(at(4), at(12, true));
      return found;
    };
    const addressArb = fc.oneof(
      fc.record({ kind: fc.constant('v4' as const), v4: octetsArb }),
      fc.record({
        kind: fc.constantFrom(...EMBEDDING_NAMES),
        v4: octetsArb,
        extra: rest(10),
        other: octetsArb,
      }),
      fc.record({ kind: fc.constant('v6' as const), bytes: rest(16) }),
    );
    await fc.assert(
      fc.asyncProperty(
        addressArb,
        fc.array(fc.tuple(octetsArb, fc.nat(32)), { maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(15), fc.nat(255), fc.nat(128)), { maxLength: 2 }),
        fc.array(fc.tuple(octetsArb, fc.integer({ min: 96, max: 128 })), { maxLength: 1 }),
        fc.boolean(),
        styleArb,
        async (address, deny4Picks, deny6Picks, mappedPicks, nearby, style) => {
          const bytes: number[] =
            address.kind === 'v4'
              ? [...address.v4]
              : address.kind === 'v6'
                ? address.bytes
                : EMBED[address.kind](address.v4, address.extra, address.other);
          const own = bytes.length === 4 ? [bytes as Octets] : embeddedOf(bytes);
          // Deny networks near the address (so that hits happen), or anywhere.
          const deny4 = deny4Picks.map(([base, prefix], i) => {
            const near = own[i % own.length];
            return [nearby && near ? near : base, prefix] as const;
          });
          const v6Base = bytes.length === 16 ? bytes : EMBED.mapped(bytes as Octets);
          const deny6 = deny6Picks.map(([at, value, prefix]) => {
            const base = [...v6Base];
            base[at] = value;
            return [base, prefix] as const;
          });
          const mapped = mappedPicks.map(([v4, prefix]) => [EMBED.mapped(v4), prefix] as const);
          const denied6 = [...deny6, ...mapped];
          const refusedV4 = (o: Octets) =>
            o[0] === 0 ||
            deny4.some(([base, prefix]) => inV4(o, base, prefix)) ||
            denied6.some(([base, prefix]) => prefix >= 96 && inV6(EMBED.mapped(o), base, prefix));
          const expectedRefused =
            bytes.length === 4
              ? refusedV4(bytes as Octets)
              : bytes.every((x) => x === 0) ||
                denied6.some(([base, prefix]) => inV6(bytes, base, prefix)) ||
                own.some(refusedV4);
          const text = [
            ...deny4.map(([base, prefix]) => `${dotted(base)}/${prefix}`),
            ...denied6.map(
              ([base, prefix]) =>
                `${spell6(base, { ...style, brackets: false, zone: false })}/${prefix}`,
            ),
          ].join(',');
          const host = bytes.length === 4 ? dotted(bytes) : spell6(bytes, style);
          const decision = await policy(async () => [], { deny: text }).check(host, 5432);
          expect(decision, `${host} against ${text}`).toMatchObject({
            allowed: !expectedRefused,
          });
        },
      ),
      { numRuns: 400 },
    );
  });

  it('judges every answer of a name: one refused spelling among allowed answers refuses it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          octetsArb.filter((o) => o[0] !== 0 && o[0] !== 169),
          { minLength: 1, maxLength: 4 },
        ),
        fc.nat(0xffff),
        styleArb,
        fc.nat(4),
        fc.constantFrom(...EMBEDDING_NAMES),
        rest(10),
        async (allowed, low, style, position, embedding, extra) => {
          const answers = allowed.map(dotted);
          const clean = policy(async () => answers);
          expect(await clean.check('db.example', 5432)).toEqual({
            allowed: true,
            address: answers[0],
          });
          const metadata: Octets = [169, 254, low >>> 8, low & 255];
          const bad = spell6(EMBED[embedding](metadata, extra, [10, 0, 0, 1]), {
            ...style,
            brackets: false,
          });
          const mixed = [...answers];
          mixed.splice(position % (answers.length + 1), 0, bad);
          expect(await policy(async () => mixed).check('db.example', 5432), bad).toEqual(DENIED);
        },
      ),
      RUNS,
    );
  });

  it('refuses every spelling of every loopback address on a local metadata store’s port only', async () => {
    const egress = policy(async () => [], {
      deny: '',
      metadataStore: { host: '127.0.0.1', port: 5432 },
    });
    await fc.assert(
      fc.asyncProperty(
        fc.nat(0xffffff),
        styleArb,
        fc.nat(3),
        rest(10),
        async (low, style, notation, extra) => {
          const loopback = octetsOf((0x7f000000 | low) >>> 0);
          const spellings = [
            ...spellingsOfIPv4(loopback, style, notation, extra, [10, 0, 0, 1]),
            { host: spell6([...Array<number>(15).fill(0), 1], style), bytes: [] },
          ];
          for (const { host } of spellings) {
            expect(await egress.check(host, 5432), host).toEqual(DENIED);
            expect(await egress.check(host, 5433), host).toMatchObject({ allowed: true });
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
