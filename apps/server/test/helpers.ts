import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type TesseraApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openServices, type Services } from '../src/services.js';

export const ADMIN_PASSWORD = 'Admin#Test2026';
export const TEST_DEMO_ROWS = 2_000;

export interface TestContext {
  app: TesseraApp;
  config: AppConfig;
  services: Services;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * A real app over a real SQLite metadata store in a fresh temp folder, exactly as main.ts
 * builds it, minus the listening socket (requests are injected).
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: { webDir?: string } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-test-'));
  const config = loadConfig({
    TESSERA_DATA_DIR: dataDir,
    TESSERA_WEB_DIR: options.webDir ?? '',
    TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
    TESSERA_LOG_LEVEL: 'silent',
    // A small demo table keeps every test context fast (the product default is 1,000,000).
    TESSERA_DEMO_ROWS: String(TEST_DEMO_ROWS),
    // Tests call connection tests far more often than a person would; A9's own test sets it low.
    TESSERA_VALIDATE_RATE_PER_MINUTE: '10000',
    ...env,
  });
  const services = await openServices(config);
  const app = await buildApp(config, services, { logger: false });
  await app.ready();
  return {
    app,
    config,
    services,
    dataDir,
    close: async () => {
      await app.close();
      await services.db.destroy();
      await services.resultCache.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function body<T = unknown>(
  response: LightMyRequestResponse,
): {
  success: boolean;
  code: string;
  message: string;
  data: T;
} {
  return response.json();
}

/** Signs in through the real login route and returns the token. */
export async function login(
  app: TesseraApp,
  username = 'admin',
  password = ADMIN_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return body<{ token: string }>(response).data.token;
}

/** Creates a user with the given role code in an organisation (the default one unless named). */
export async function createUser(
  ctx: TestContext,
  username: string,
  password: string,
  roleCode = 'org_member',
  orgId = 1,
): Promise<number> {
  const { hashPassword } = await import('../src/auth/passwords.js');
  const db = ctx.services.db;
  const now = Date.now();
  const user = await db
    .insertInto('users')
    .values({
      org_id: orgId,
      username,
      nick_name: username,
      email: null,
      phone: null,
      password_hash: await hashPassword(password),
      language: null,
      enabled: 1,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('code', '=', roleCode)
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  return user.id;
}
