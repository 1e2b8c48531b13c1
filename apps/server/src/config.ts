import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  version: string;
}

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
  return {
    host: e.TESSERA_HOST,
    port: e.TESSERA_PORT,
    dataDir: path.resolve(e.TESSERA_DATA_DIR),
    webDir: e.TESSERA_WEB_DIR === '' ? null : path.resolve(e.TESSERA_WEB_DIR ?? defaultWebDir()),
    adminPassword: e.TESSERA_ADMIN_PASSWORD || null,
    logLevel: e.TESSERA_LOG_LEVEL,
    loginMaxFailures: e.TESSERA_LOGIN_MAX_FAILURES,
    loginLockMinutes: e.TESSERA_LOGIN_LOCK_MINUTES,
    version: process.env.npm_package_version ?? '0.1.0',
  };
}
