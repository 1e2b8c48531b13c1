import dns from 'node:dns/promises';
import net from 'node:net';
import os from 'node:os';

/**
 * Egress policy for data-source connections (SECURITY C6). A host is resolved once (every A and
 * AAAA answer); if any address falls in a denied network, or is the metadata store itself, the
 * connection is refused before a single packet reaches it, so no banner can leak. Otherwise the
 * caller connects to the address that was checked, never to a second lookup's answer (DNS
 * rebinding). Loopback is allowed: a database on the same machine is the common small install.
 */

export interface Cidr {
  family: 4 | 6;
  /** The network address as 4 or 16 bytes. */
  bytes: Uint8Array;
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

/** 4 or 16 bytes of an IP literal, or null when the text is not one. */
export function ipBytes(address: string): Uint8Array | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = net.isIP(bare);
  if (family === 4) return new Uint8Array(bare.split('.').map(Number));
  if (family !== 6) return null;
  let text = bare.toLowerCase();
  // A trailing dotted quad (::ffff:1.2.3.4) becomes two hextets.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text =
      text.slice(0, quad.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parts = (s: string) => (s ? s.split(':') : []);
  const headParts = parts(head);
  const tailParts = tail === undefined ? [] : parts(tail);
  const missing = 8 - headParts.length - tailParts.length;
  const hextets = [...headParts, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailParts];
  const bytes = new Uint8Array(16);
  hextets.forEach((h, i) => {
    const value = parseInt(h, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  return bytes;
}

export function parseCidr(text: string): Cidr {
  const trimmed = text.trim();
  const slash = trimmed.indexOf('/');
  const addressText = slash === -1 ? trimmed : trimmed.slice(0, slash);
  const bytes = ipBytes(addressText);
  if (!bytes) throw new Error(`"${trimmed}" is not an IP network (CIDR)`);
  const family = bytes.length === 4 ? 4 : 6;
  const max = family === 4 ? 32 : 128;
  const prefixText = slash === -1 ? String(max) : trimmed.slice(slash + 1);
  const prefix = Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText) || prefix > max)
    throw new Error(`"${trimmed}" has an invalid prefix length`);
  return { family, bytes, prefix, text: trimmed };
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

export function inCidr(bytes: Uint8Array, cidr: Cidr): boolean {
  if (bytes.length !== cidr.bytes.length) return false;
  let bits = cidr.prefix;
  for (let i = 0; i < bytes.length && bits > 0; i += 1, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((cidr.bytes[i] ?? 0) & mask)) return false;
  }
  return true;
}

const V4_MAPPED = parseCidr('::ffff:0:0/96');
const NAT64 = parseCidr('64:ff9b::/96');
const SIX_TO_FOUR = parseCidr('2002::/16');
const LOOPBACK = [parseCidr('127.0.0.0/8'), parseCidr('::1/128')];
const UNSPECIFIED = [parseCidr('0.0.0.0/8'), parseCidr('::/128')];

/**
 * Every form an address takes on the wire: itself, plus the IPv4 address an IPv6 one carries
 * (IPv4-mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`, 6to4 `2002:AABB:CCDD::`), so that
 * `::ffff:169.254.169.254` is judged as 169.254.169.254.
 */
export function addressForms(bytes: Uint8Array): Uint8Array[] {
  if (bytes.length === 4) return [bytes];
  const forms = [bytes];
  if (inCidr(bytes, V4_MAPPED) || inCidr(bytes, NAT64)) forms.push(bytes.slice(12, 16));
  if (inCidr(bytes, SIX_TO_FOUR)) forms.push(bytes.slice(2, 6));
  return forms;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

const isLocalForm = (bytes: Uint8Array, own: readonly Uint8Array[]) =>
  [...LOOPBACK, ...UNSPECIFIED].some((c) => inCidr(bytes, c)) ||
  own.some((o) => sameBytes(o, bytes));

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

export class EgressPolicy {
  private readonly lookup: LookupAll;
  private readonly lookupTimeoutMs: number;

  constructor(private readonly options: EgressOptions) {
    this.lookup = options.lookup ?? systemLookup;
    this.lookupTimeoutMs = options.lookupTimeoutMs ?? 5_000;
  }

  /** Resolve, check every address, and name the one to connect to. */
  async check(host: string, port: number): Promise<EgressDecision> {
    const literal = ipBytes(host);
    let addresses: string[];
    if (literal) {
      addresses = [host.replace(/^\[|\]$/g, '')];
    } else {
      try {
        addresses = await withTimeout(this.lookup(host), this.lookupTimeoutMs);
      } catch {
        return { allowed: false, reason: 'unresolved' };
      }
    }
    const parsed = addresses.map((a) => ({ text: a, bytes: ipBytes(a) }));
    if (parsed.length === 0 || parsed.some((a) => a.bytes === null))
      return { allowed: false, reason: 'unresolved' };
    const metadata = await this.metadataAddresses(port);
    for (const { bytes } of parsed) {
      if (bytes && this.denied(bytes, metadata)) return { allowed: false, reason: 'denied' };
    }
    return { allowed: true, address: parsed[0]?.text ?? host };
  }

  private denied(bytes: Uint8Array, metadata: MetadataTarget | null): boolean {
    const forms = addressForms(bytes);
    if (forms.some((form) => this.options.deny.some((cidr) => inCidr(form, cidr)))) return true;
    if (!metadata) return false;
    return forms.some(
      (form) =>
        metadata.addresses.some((m) => sameBytes(m, form)) ||
        (metadata.local && isLocalForm(form, metadata.ownAddresses)),
    );
  }

  /**
   * The metadata store's addresses when a connection on `port` could reach it. When it runs on
   * this machine, every local address (loopback, 0.0.0.0, the machine's own interfaces) on its
   * port reaches it too.
   */
  private async metadataAddresses(port: number): Promise<MetadataTarget | null> {
    const store = this.options.metadataStore;
    if (!store || store.port !== port) return null;
    const literal = ipBytes(store.host);
    let addresses: Uint8Array[] = literal ? [literal] : [];
    if (!literal) {
      try {
        addresses = (await withTimeout(this.lookup(store.host), this.lookupTimeoutMs))
          .map(ipBytes)
          .filter((b): b is Uint8Array => b !== null);
      } catch {
        addresses = [];
      }
    }
    const ownAddresses = Object.values(os.networkInterfaces())
      .flatMap((list) => list ?? [])
      .map((i) => ipBytes(i.address))
      .filter((b): b is Uint8Array => b !== null);
    const forms = addresses.flatMap(addressForms);
    const local = forms.some((f) => isLocalForm(f, ownAddresses));
    // An unresolvable store name fails closed for its port: nothing local is reachable then.
    return { addresses: forms, local: local || addresses.length === 0, ownAddresses };
  }
}

interface MetadataTarget {
  addresses: Uint8Array[];
  local: boolean;
  ownAddresses: Uint8Array[];
}
