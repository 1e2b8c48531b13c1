import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseCidrList, parseMetadataStoreAddress, type Cidr } from './datasource/egress.js';

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
});

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
  try {
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
    version: process.env.npm_package_version ?? '0.1.0',
  };
}
