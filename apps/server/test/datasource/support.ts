// Real databases for the data-source integration tests: PostgreSQL 127.0.0.1:5432 (postgres,
// trust) and MariaDB 127.0.0.1:3306 (root, no password). Each test file creates throwaway
// databases named tessera_t_<random> and drops them. Without CI a missing service skips with a
// warning; with CI set the tests run anyway, so a missing service fails them (the probes live
// in @tessera/test-support, shared with the engine's tests).
import type { Language } from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { MARIADB, PG, randomDbName, randomSuffix, type ServiceId } from '@tessera/test-support';
import { expect } from 'vitest';
import { body, createUser, type TestContext } from '../helpers.js';

export { MARIADB, PG, randomDbName, serviceAvailable } from '@tessera/test-support';
export type { ServiceId } from '@tessera/test-support';

export interface ThrowawayDatabase {
  id: ServiceId;
  database: string;
  /** A login that only reads this database (MariaDB); PostgreSQL here trusts every login. */
  username: string;
  password: string;
  /** Runs statements as the administrator inside the database. */
  exec(statements: readonly string[]): Promise<void>;
  drop(): Promise<void>;
}

/** A PostgreSQL database with the given statements run in it (a fresh name unless given). */
export async function createPostgresDatabase(
  statements: readonly string[] = [],
  database = randomDbName(),
): Promise<ThrowawayDatabase> {
  const root = new pg.Client({ ...PG, database: 'postgres' });
  await root.connect();
  await root.query(`CREATE DATABASE ${database}`);
  await root.end();
  const exec = async (sql: readonly string[]) => {
    const client = new pg.Client({ ...PG, database });
    await client.connect();
    try {
      for (const statement of sql) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await exec(statements);
  return {
    id: 'postgresql',
    database,
    username: PG.user,
    password: 'Pg-Secret-Pa55',
    exec,
    async drop() {
      const client = new pg.Client({ ...PG, database: 'postgres' });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A MariaDB database, plus a user with a real password who may only read it. */
export async function createMariaDatabase(
  statements: readonly string[] = [],
): Promise<ThrowawayDatabase> {
  const database = randomDbName();
  const username = `tu_${randomSuffix()}`;
  const password = `Maria-${randomSuffix()}`;
  const root = await mysql.createConnection({ ...MARIADB });
  try {
    await root.query(`CREATE DATABASE ${database} CHARACTER SET utf8mb4`);
    await root.query(`CREATE USER '${username}'@'127.0.0.1' IDENTIFIED BY '${password}'`);
    await root.query(`GRANT SELECT, SHOW VIEW ON ${database}.* TO '${username}'@'127.0.0.1'`);
  } finally {
    await root.end();
  }
  const exec = async (sql: readonly string[]) => {
    const conn = await mysql.createConnection({ ...MARIADB, database });
    try {
      for (const statement of sql) await conn.query(statement);
    } finally {
      await conn.end();
    }
  };
  await exec(statements);
  return {
    id: 'mariadb',
    database,
    username,
    password,
    exec,
    async drop() {
      const conn = await mysql.createConnection({ ...MARIADB });
      try {
        await conn.query(`DROP DATABASE IF EXISTS ${database}`);
        await conn.query(`DROP USER IF EXISTS '${username}'@'127.0.0.1'`);
      } finally {
        await conn.end();
      }
    },
  };
}

export function createDatabase(
  id: ServiceId,
  statements: Record<ServiceId, readonly string[]>,
): Promise<ThrowawayDatabase> {
  return id === 'postgresql'
    ? createPostgresDatabase(statements.postgresql)
    : createMariaDatabase(statements.mariadb);
}

/** The add body for a throwaway database. */
export function addBody(
  db: ThrowawayDatabase,
  name: string,
  configuration: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name,
    desc: `${db.id} test source`,
    type: db.id,
    configuration: {
      host: '127.0.0.1',
      port: db.id === 'postgresql' ? PG.port : MARIADB.port,
      database: db.database,
      username: db.username,
      password: db.password,
      ...configuration,
    },
  };
}

/** Calls the API as one signed-in user. */
export function client(ctx: TestContext, token: string) {
  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    language: Language = 'en',
  ): Promise<LightMyRequestResponse> =>
    ctx.app.inject({
      method,
      url,
      headers: {
        authorization: token,
        'accept-language': language,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  return {
    call,
    post: (url: string, payload?: unknown, language?: Language) =>
      call('POST', url, payload, language),
    get: (url: string, language?: Language) => call('GET', url, undefined, language),
  };
}

/** The data of a 200 envelope (fails the test with the body otherwise). */
export function dataOf<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  const envelope = body<T>(response);
  expect(envelope.success).toBe(true);
  return envelope.data;
}

/** Adds a second organisation with a user of the given role; returns the user's id. */
export async function createUserInNewOrg(
  ctx: TestContext,
  username: string,
  password: string,
  roleCode: string,
): Promise<{ orgId: number; userId: number }> {
  const org = await ctx.services.db
    .insertInto('organisations')
    .values({ pid: 0, name: `Other ${randomSuffix()}`, create_time: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const userId = await createUser(ctx, username, password, roleCode, org.id);
  return { orgId: org.id, userId };
}

/** Waits until `check` holds (background status checks), or fails after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
}

/** Takes one grant back (fixture cleanup; the product has no revocation call yet). */
export async function revokeGrant(
  db: TestContext['services']['db'],
  resourceType: string,
  resourceId: string,
  targetType: 'user' | 'role' | 'org',
  targetId: number,
): Promise<void> {
  await db
    .deleteFrom('resource_grants')
    .where('resource_type', '=', resourceType)
    .where('resource_id', '=', resourceId)
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .execute();
}
