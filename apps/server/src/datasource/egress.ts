import dns from 'node:dns/promises';
import os from 'node:os';
import ipaddr from 'ipaddr.js';

/**
 * Egress policy for data-source connections (SECURITY C6). A host is resolved once (every A and
 * AAAA answer); if any address is refused, the connection is refused before a single packet
 * reaches it, so no banner can leak. Otherwise the caller connects to the address that was
 * checked, written canonically, never to a second lookup's answer (DNS rebinding) nor to the
 * user's own spelling (no parser can read it differently from the one that judged it).
 *
 * An address is refused when any of its forms is refused. Its forms are the address itself and,
 * for IPv6, every IPv4 address it carries in a standard embedding (IPv4-mapped, IPv4-compatible,
 * SIIT, NAT64 well-known and local-use, 6to4, both Teredo addresses). A form is refused when it
 * is unspecified (0.0.0.0/8, ::; on Linux they reach the local machine) whatever the deny list
 * says, when it lies in a denied network, or when it is the metadata store on its port (for a
 * local store: any loopback or own address on that port). Loopback is otherwise allowed: a
 * database on the same machine is the common small install.
 */

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

export interface Cidr {
  family: 4 | 6;
  /** The network address. */
  network: IpAddress;
  prefix: number;
  text: string;
}

export type EgressDecision =
  { allowed: true; address: string } | { allowed: false; reason: 'denied' | 'unresolved' };

export type LookupAll = (host: string) => Promise<string[]>;

export interface EgressOptions {
  deny: readonly Cidr[];
  metadataStore: { host: string; port: number } | null;
  /** Resolves a host to every address; tests replace it. */
  lookup?: LookupAll;
  lookupTimeoutMs?: number;
}

/** An IP literal as read: the address, and the IPv6 zone (`%eth0`) written after it, if any. */
export interface IpLiteral {
  ip: IpAddress;
  zone: string | null;
}

/**
 * An IPv6 address without brackets or zone. ipaddr.js reads the deprecated IPv4-compatible
 * spelling `::a.b.c.d` as IPv4-mapped `::ffff:a.b.c.d`; it is read here as what it says.
 */
function parseIPv6(text: string): ipaddr.IPv6 | null {
  if (text.includes('%') || !ipaddr.IPv6.isValid(text)) return null;
  if (/^::[^:]*\./.test(text)) return ipaddr.IPv6.parse(`0::0:${text.slice(2)}`);
  return ipaddr.IPv6.parse(text);
}

const ZONE = /^[0-9A-Za-z._~-]{1,64}$/;

/**
 * An IP literal as a host: IPv4 (in any notation a resolver accepts), IPv6 with or without
 * brackets and with an optional zone id; null when the text is not one.
 */
export function parseIpLiteral(host: string): IpLiteral | null {
  const bracketed = host.startsWith('[') && host.endsWith(']');
  const bare = bracketed ? host.slice(1, -1) : host;
  const percent = bare.indexOf('%');
  const address = percent === -1 ? bare : bare.slice(0, percent);
  const zone = percent === -1 ? null : bare.slice(percent + 1);
  if (zone !== null && !ZONE.test(zone)) return null;
  if (!bracketed && zone === null && ipaddr.IPv4.isValid(address))
    return { ip: ipaddr.IPv4.parse(address), zone };
  const ip = parseIPv6(address);
  return ip ? { ip, zone } : null;
}

/** The address to connect to: canonical text (RFC 5952 for IPv6), with its zone if any. */
export function formatIpLiteral({ ip, zone }: IpLiteral): string {
  return zone === null ? ip.toString() : `${ip.toString()}%${zone}`;
}

export function parseCidr(text: string): Cidr {
  const trimmed = text.trim();
  const slash = trimmed.indexOf('/');
  const addressText = slash === -1 ? trimmed : trimmed.slice(0, slash);
  // Configuration is written plainly: dotted decimal IPv4 or IPv6, no zone, no brackets.
  const network: IpAddress | null = ipaddr.IPv4.isValidFourPartDecimal(addressText)
    ? ipaddr.IPv4.parse(addressText)
    : parseIPv6(addressText);
  if (!network) throw new Error(`"${trimmed}" is not an IP network (CIDR)`);
  const family = network.kind() === 'ipv4' ? 4 : 6;
  const max = family === 4 ? 32 : 128;
  const prefixText = slash === -1 ? String(max) : trimmed.slice(slash + 1);
  const prefix = Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText) || prefix > max)
    throw new Error(`"${trimmed}" has an invalid prefix length`);
  return { family, network, prefix, text: trimmed };
}

/** A comma-separated list of CIDRs (an empty string denies no network). */
export function parseCidrList(text: string): Cidr[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(parseCidr);
}

/** host and port of a metadata-store URL such as postgres://user:pw@db:5432/tessera. */
export function parseMetadataStoreAddress(url: string): { host: string; port: number } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('TESSERA_DATABASE_URL is not a URL');
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new Error('TESSERA_DATABASE_URL has no host');
  return { host, port: parsed.port ? Number(parsed.port) : 5432 };
}

export function inCidr(ip: IpAddress, cidr: Cidr): boolean {
  if (ip.kind() !== cidr.network.kind()) return false;
  return ip.match(cidr.network, cidr.prefix);
}

/** Where an IPv6 network carries an IPv4 address: its first byte, and whether it is inverted. */
interface Embedding {
  name: string;
  network: Cidr;
  offset: number;
  inverted?: boolean;
}

const EMBEDDINGS: readonly Embedding[] = [
  { name: 'IPv4-mapped', network: parseCidr('::ffff:0:0/96'), offset: 12 },
  { name: 'IPv4-compatible (deprecated)', network: parseCidr('::/96'), offset: 12 },
  { name: 'SIIT IPv4-translated', network: parseCidr('::ffff:0:0:0/96'), offset: 12 },
  { name: 'NAT64 well-known prefix', network: parseCidr('64:ff9b::/96'), offset: 12 },
  // RFC 8215 lets an operator choose the prefix length inside the /48; a /96 puts the IPv4
  // address in the last 32 bits, and that is how it is judged.
  { name: 'NAT64 local-use prefix', network: parseCidr('64:ff9b:1::/48'), offset: 12 },
  { name: '6to4', network: parseCidr('2002::/16'), offset: 2 },
  { name: 'Teredo server', network: parseCidr('2001::/32'), offset: 4 },
  { name: 'Teredo client', network: parseCidr('2001::/32'), offset: 12, inverted: true },
];

const IPV4_MAPPED = parseCidr('::ffff:0:0/96');
const UNSPECIFIED = [parseCidr('0.0.0.0/8'), parseCidr('::/128')];
const LOOPBACK = [parseCidr('127.0.0.0/8'), parseCidr('::1/128')];
const IPV6_LOOPBACK = parseCidr('::1/128');

/**
 * Every form an address is judged as: itself (without a zone), plus each IPv4 address an IPv6
 * one carries, so that `::ffff:169.254.169.254` or `2002:a9fe:a9fe::1` is judged as
 * 169.254.169.254 too. `::1` is loopback, not the IPv4-compatible form of 0.0.0.1.
 */
export function addressForms(ip: IpAddress): IpAddress[] {
  if (ip.kind() === 'ipv4') return [ip];
  const bare = new ipaddr.IPv6((ip as ipaddr.IPv6).parts);
  const bytes = bare.toByteArray();
  const forms: IpAddress[] = [bare];
  if (inCidr(bare, IPV6_LOOPBACK)) return forms;
  for (const { network, offset, inverted } of EMBEDDINGS) {
    if (!inCidr(bare, network)) continue;
    const octets = bytes.slice(offset, offset + 4).map((b) => (inverted ? b ^ 0xff : b));
    forms.push(new ipaddr.IPv4(octets));
  }
  return forms;
}

const isUnspecified = (form: IpAddress) => UNSPECIFIED.some((c) => inCidr(form, c));
const isLoopback = (form: IpAddress) => LOOPBACK.some((c) => inCidr(form, c));
const keyOf = (form: IpAddress) => `${form.kind()}:${form.toNormalizedString()}`;

/**
 * The deny list as judged: each entry, plus the IPv4 network an IPv4-mapped IPv6 entry spells
 * (`::ffff:169.254.0.0/112` denies 169.254.0.0/16 as well).
 */
function effectiveDenyList(deny: readonly Cidr[]): Cidr[] {
  const derived = deny.flatMap((cidr): Cidr[] =>
    cidr.family === 6 && cidr.prefix >= 96 && inCidr(cidr.network, IPV4_MAPPED)
      ? [
          {
            family: 4,
            network: (cidr.network as ipaddr.IPv6).toIPv4Address(),
            prefix: cidr.prefix - 96,
            text: cidr.text,
          },
        ]
      : [],
  );
  return [...deny, ...derived];
}

/** What a resolver could be asked about; anything else is neither a literal nor a name. */
const HOST_NAME = /^[A-Za-z0-9_.-]{1,253}$/;

async function systemLookup(host: string): Promise<string[]> {
  const answers = await dns.lookup(host, { all: true, verbatim: true });
  return answers.map((a) => a.address);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('lookup timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

interface MetadataTarget {
  /** Every form of every address of the store. */
  keys: Set<string>;
  /** The store runs on this machine (or its name does not resolve: fail closed). */
  local: boolean;
  /** Every form of this machine's own interface addresses. */
  own: Set<string>;
}

export class EgressPolicy {
  private readonly lookup: LookupAll;
  private readonly lookupTimeoutMs: number;
  private readonly deny: readonly Cidr[];

  constructor(private readonly options: EgressOptions) {
    this.lookup = options.lookup ?? systemLookup;
    this.lookupTimeoutMs = options.lookupTimeoutMs ?? 5_000;
    this.deny = effectiveDenyList(options.deny);
  }

  /** Resolve, check every address, and name the one to connect to. */
  async check(host: string, port: number): Promise<EgressDecision> {
    const target = host.trim();
    let answers: IpLiteral[];
    const literal = parseIpLiteral(target);
    if (literal) {
      answers = [literal];
    } else {
      if (!HOST_NAME.test(target)) return { allowed: false, reason: 'unresolved' };
      let texts: string[];
      try {
        texts = await withTimeout(this.lookup(target), this.lookupTimeoutMs);
      } catch {
        return { allowed: false, reason: 'unresolved' };
      }
      const parsed = texts.map(parseIpLiteral);
      if (parsed.some((a) => a === null)) return { allowed: false, reason: 'unresolved' };
      answers = parsed as IpLiteral[];
    }
    const first = answers[0];
    if (!first) return { allowed: false, reason: 'unresolved' };
    const metadata = await this.metadataTarget(port);
    if (answers.some(({ ip }) => this.refused(ip, metadata)))
      return { allowed: false, reason: 'denied' };
    return { allowed: true, address: formatIpLiteral(first) };
  }

  private refused(ip: IpAddress, metadata: MetadataTarget | null): boolean {
    const forms = addressForms(ip);
    if (forms.some(isUnspecified)) return true;
    if (forms.some((form) => this.deny.some((cidr) => inCidr(form, cidr)))) return true;
    if (!metadata) return false;
    return forms.some((form) => {
      const key = keyOf(form);
      return (
        metadata.keys.has(key) || (metadata.local && (isLoopback(form) || metadata.own.has(key)))
      );
    });
  }

  /**
   * The metadata store's addresses when a connection on `port` could reach it. When it runs on
   * this machine, every local address (loopback, the machine's own interfaces) on its port
   * reaches it too.
   */
  private async metadataTarget(port: number): Promise<MetadataTarget | null> {
    const store = this.options.metadataStore;
    if (!store || store.port !== port) return null;
    const literal = parseIpLiteral(store.host);
    let addresses: IpAddress[] = literal ? [literal.ip] : [];
    if (!literal) {
      try {
        addresses = (await withTimeout(this.lookup(store.host), this.lookupTimeoutMs))
          .map(parseIpLiteral)
          .flatMap((a) => (a ? [a.ip] : []));
      } catch {
        addresses = [];
      }
    }
    const own = new Set(
      Object.values(os.networkInterfaces())
        .flatMap((list) => list ?? [])
        .flatMap((i) => parseIpLiteral(i.address)?.ip ?? [])
        .flatMap(addressForms)
        .map(keyOf),
    );
    const forms = addresses.flatMap(addressForms);
    const local = forms.some((f) => isLoopback(f) || isUnspecified(f) || own.has(keyOf(f)));
    // An unresolvable store name fails closed for its port: nothing local is reachable then.
    return { keys: new Set(forms.map(keyOf)), local: local || addresses.length === 0, own };
  }
}
