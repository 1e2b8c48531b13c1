import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseCidrList, parseMetadataStoreAddress, type Cidr } from './datasource/egress.js';
import { LOOPBACK_NAMES } from './http/allowed-hosts.js';

/** Every setting comes from the environment; the README lists them. */
export interface AppConfig {
  host: string;
  port: number;
  dataDir: string;
  /** Folder of the built web app; null serves no static files (API only). */
  webDir: string | null;
  adminPassword: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Failed sign-ins per user and per IP before a lockout (SECURITY A5). */
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Rows of the demo table seeded into data/warehouse.duckdb on first start. */
  demoRows: number;
  /** Networks no data source may connect to (SECURITY C6). */
  datasourceDeny: Cidr[];
  /** The network metadata store (TESSERA_DATABASE_URL), itself never a data-source target. */
  metadataStore: { host: string; port: number } | null;
  /** Minutes between the background connection checks of every data source. */
  datasourceStatusMinutes: number;
  /** Per data source: calls running at once, calls waiting, and how long one may wait. */
  datasourceMaxActive: number;
  datasourceMaxQueue: number;
  datasourceQueueWaitMs: number;
  /** Connection tests per user per minute (SECURITY A9). */
  validateRatePerMinute: number;
  /**
   * The most an answer read from a data source may weigh (SECURITY E2): chart data, previews,
   * field values and table browsing stop there and say the answer was cut.
   */
  answerMaxBytes: number;
  /** The most one extract sync may copy; a larger one fails and the last good copy serves. */
  extractMaxBytes: number;
  /**
   * Which proxies to believe about the client address (X-Forwarded-For): false trusts none (the
   * socket's peer is the client), a list trusts those addresses/networks.
   */
  trustProxy: false | string[];
  /** Host names the server answers to (SECURITY A10); null answers to any. */
  allowedHosts: string[] | null;
  /** Shared counters for several replicas (rate limits); null keeps them in memory. */
  redisUrl: string | null;
  /** The query result cache (DESIGN §7): in memory unless redisUrl is set. */
  resultCache: { entries: number; maxBytes: number; ttlMs: number };
  version: string;
}

export const DEFAULT_DATASOURCE_DENY = '169.254.0.0/16,fe80::/10';

const envSchema = z.object({
  TESSERA_HOST: z.string().min(1).default('127.0.0.1'),
  TESSERA_PORT: z.coerce.number().int().min(0).max(65535).default(8100),
  TESSERA_DATA_DIR: z.string().min(1).default('./data'),
  TESSERA_WEB_DIR: z.string().optional(),
  TESSERA_ADMIN_PASSWORD: z.string().optional(),
  TESSERA_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  TESSERA_LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  TESSERA_LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  TESSERA_DEMO_ROWS: z.coerce.number().int().min(1).max(50_000_000).default(1_000_000),
  TESSERA_DATASOURCE_DENY: z.string().default(DEFAULT_DATASOURCE_DENY),
  TESSERA_DATABASE_URL: z.string().optional(),
  TESSERA_DATASOURCE_STATUS_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  TESSERA_DATASOURCE_MAX_ACTIVE: z.coerce.number().int().min(1).max(200).default(8),
  TESSERA_DATASOURCE_MAX_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  TESSERA_DATASOURCE_QUEUE_WAIT_MS: z.coerce.number().int().min(10).max(600_000).default(10_000),
  TESSERA_VALIDATE_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  TESSERA_ANSWER_MAX_MB: z.coerce.number().int().min(1).max(1_024).default(16),
  TESSERA_EXTRACT_MAX_MB: z.coerce.number().int().min(1).max(1_048_576).default(4_096),
  TESSERA_TRUST_PROXY: z.string().default(''),
  TESSERA_ALLOWED_HOSTS: z.string().optional(),
  TESSERA_REDIS_URL: z.string().optional(),
  TESSERA_RESULT_CACHE_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(500),
  TESSERA_RESULT_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(64),
  TESSERA_RESULT_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
});

/**
 * TESSERA_TRUST_PROXY: '' or 'false' (default), or the proxies' addresses/CIDRs. 'true' and hop
 * counts are refused: neither can tell the proxy from a client that reaches the server directly
 * and forges the header, which would let it pick the address its guesses count against.
 */
export function parseTrustProxy(text: string): AppConfig['trustProxy'] {
  const value = text.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true')
    throw new Error('TESSERA_TRUST_PROXY must name the proxies (addresses or CIDRs), not "true"');
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) parseCidrList(entry);
  return entries;
}

const isLoopbackBind = (host: string) =>
  host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * TESSERA_ALLOWED_HOSTS: comma-separated names, or '*' for any. Unset: the loopback names when
 * the server listens on loopback (where DNS rebinding is the threat), any name otherwise.
 */
export function parseAllowedHosts(text: string | undefined, bindHost: string): string[] | null {
  if (text === undefined || text.trim() === '')
    return isLoopbackBind(bindHost) ? [...new Set([...LOOPBACK_NAMES, bindHost])] : null;
  const names = text
    .split(',')
    .map((name) =>
      name
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, ''),
    )
    .filter(Boolean);
  return names.includes('*') ? null : names;
}

/** The built web app sits at apps/web/dist, two folders up from apps/server/{src,dist}. */
function defaultWebDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../web/dist');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`Invalid configuration ${first?.path.join('.')}: ${first?.message}`);
  }
  const e = parsed.data;
  let datasourceDeny: Cidr[];
  let metadataStore: AppConfig['metadataStore'];
  let trustProxy: AppConfig['trustProxy'];
  try {
    trustProxy = parseTrustProxy(e.TESSERA_TRUST_PROXY);
    datasourceDeny = parseCidrList(e.TESSERA_DATASOURCE_DENY);
    metadataStore = e.TESSERA_DATABASE_URL
      ? parseMetadataStoreAddress(e.TESSERA_DATABASE_URL)
      : null;
  } catch (error) {
    throw new Error(
      `Invalid configuration: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return {
    host: e.TESSERA_HOST,
    port: e.TESSERA_PORT,
    dataDir: path.resolve(e.TESSERA_DATA_DIR),
    webDir: e.TESSERA_WEB_DIR === '' ? null : path.resolve(e.TESSERA_WEB_DIR ?? defaultWebDir()),
    adminPassword: e.TESSERA_ADMIN_PASSWORD || null,
    logLevel: e.TESSERA_LOG_LEVEL,
    loginMaxFailures: e.TESSERA_LOGIN_MAX_FAILURES,
    loginLockMinutes: e.TESSERA_LOGIN_LOCK_MINUTES,
    demoRows: e.TESSERA_DEMO_ROWS,
    datasourceDeny,
    metadataStore,
    datasourceStatusMinutes: e.TESSERA_DATASOURCE_STATUS_MINUTES,
    datasourceMaxActive: e.TESSERA_DATASOURCE_MAX_ACTIVE,
    datasourceMaxQueue: e.TESSERA_DATASOURCE_MAX_QUEUE,
    datasourceQueueWaitMs: e.TESSERA_DATASOURCE_QUEUE_WAIT_MS,
    validateRatePerMinute: e.TESSERA_VALIDATE_RATE_PER_MINUTE,
    answerMaxBytes: e.TESSERA_ANSWER_MAX_MB * 1024 * 1024,
    extractMaxBytes: e.TESSERA_EXTRACT_MAX_MB * 1024 * 1024,
    trustProxy,
    allowedHosts: parseAllowedHosts(e.TESSERA_ALLOWED_HOSTS, e.TESSERA_HOST),
    redisUrl: e.TESSERA_REDIS_URL || null,
    resultCache: {
      entries: e.TESSERA_RESULT_CACHE_ENTRIES,
      maxBytes: e.TESSERA_RESULT_CACHE_MB * 1024 * 1024,
      ttlMs: e.TESSERA_RESULT_CACHE_TTL_SECONDS * 1000,
    },
    version: process.env.npm_package_version ?? '0.1.0',
  };
}
