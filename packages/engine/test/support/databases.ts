// Throwaway databases for integration tests: one per test file, random name, dropped after.
// Without CI a missing service skips (with the reason printed); with CI set it fails.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import mysql from 'mysql2/promise';
import pg from 'pg';
import type { Driver, SqlDialect } from '../../src/index.js';
import { DIALECTS } from '../../src/index.js';
import type { ColumnKind, FixtureTable, FixtureValue } from './fixture.js';

export type TestDialectId = 'duckdb' | 'postgresql' | 'mysql';
export const TEST_DIALECTS: readonly TestDialectId[] = ['duckdb', 'postgresql', 'mysql'];

export interface TestDatabase {
  id: TestDialectId;
  dialect: SqlDialect;
  driver: Driver;
  /** Database name (PostgreSQL, MariaDB) or file path (DuckDB). */
  database: string;
  /** Another driver on the same database, e.g. with a pool of one or a short timeout. */
  makeDriver(options: DriverOptions): Driver;
  cleanup(): Promise<void>;
}

const TYPE_NAMES: Record<TestDialectId, Record<ColumnKind, string>> = {
  duckdb: { int: 'INTEGER', text: 'VARCHAR', timestamp: 'TIMESTAMP', decimal: 'DECIMAL(10,2)' },
  postgresql: { int: 'INTEGER', text: 'TEXT', timestamp: 'TIMESTAMP', decimal: 'NUMERIC(10,2)' },
  mysql: { int: 'INT', text: 'VARCHAR(255)', timestamp: 'DATETIME', decimal: 'DECIMAL(10,2)' },
};

export interface DriverOptions {
  poolSize?: number;
  statementTimeoutMs?: number;
}

type Exec = (sql: string, params: FixtureValue[]) => Promise<void>;

async function loadTables(
  id: TestDialectId,
  exec: Exec,
  tables: readonly FixtureTable[],
): Promise<void> {
  const { compiler } = DIALECTS[id];
  const q = (name: string) => compiler.quoteIdentifier(name);
  for (const table of tables) {
    const cols = table.columns.map((c) => `${q(c.name)} ${TYPE_NAMES[id][c.kind]}`).join(', ');
    await exec(`CREATE TABLE ${q(table.name)} (${cols})`, []);
    const names = table.columns.map((c) => q(c.name)).join(', ');
    const marks = table.columns.map((_, i) => compiler.placeholder(i + 1)).join(', ');
    for (const row of table.rows)
      await exec(`INSERT INTO ${q(table.name)} (${names}) VALUES (${marks})`, row);
  }
}

export const randomDbName = () => `tessera_t_${randomBytes(6).toString('hex')}`;

export const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' } as const;
export const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', password: '' } as const;

/** Whether a service answers; with CI set, tests run regardless so that absence fails them. */
export async function serviceAvailable(id: TestDialectId): Promise<boolean> {
  if (id === 'duckdb') return true;
  try {
    if (id === 'postgresql') {
      const client = new pg.Client({ ...PG, database: 'postgres', connectionTimeoutMillis: 2_000 });
      await client.connect();
      await client.end();
    } else {
      const conn = await mysql.createConnection({ ...MARIADB, connectTimeout: 2_000 });
      await conn.end();
    }
    return true;
  } catch {
    if (process.env.CI) return true;
    console.warn(
      `[engine tests] ${id} at 127.0.0.1 is not reachable: skipping its tests (set CI to fail instead)`,
    );
    return false;
  }
}

export async function createTestDatabase(
  id: TestDialectId,
  tables: readonly FixtureTable[],
): Promise<TestDatabase> {
  if (id === 'duckdb') return createDuckDB(tables);
  if (id === 'postgresql') return createPostgres(tables);
  return createMariaDB(tables);
}

async function createDuckDB(tables: readonly FixtureTable[]): Promise<TestDatabase> {
  process.env.HOME ??= '/tmp';
  const dir = mkdtempSync(join(tmpdir(), 'tessera-duck-'));
  const path = join(dir, 'test.duckdb');
  const admin = await DuckDBInstance.create(path);
  const conn = await admin.connect();
  await loadTables('duckdb', async (sql, params) => void (await conn.run(sql, params)), tables);
  conn.closeSync();
  admin.closeSync();
  const makeDriver = (o: DriverOptions) =>
    DIALECTS.duckdb.createDriver({
      path,
      connections: o.poolSize ?? 2,
      statementTimeoutMs: o.statementTimeoutMs,
    });
  const driver = makeDriver({});
  return {
    id: 'duckdb',
    dialect: DIALECTS.duckdb,
    driver,
    database: path,
    makeDriver,
    async cleanup() {
      await driver.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgres(tables: readonly FixtureTable[]): Promise<TestDatabase> {
  const database = randomDbName();
  const root = new pg.Client({ ...PG, database: 'postgres' });
  await root.connect();
  await root.query(`CREATE DATABASE ${database}`);
  await root.end();
  const admin = new pg.Client({ ...PG, database });
  await admin.connect();
  await loadTables(
    'postgresql',
    async (sql, params) => void (await admin.query(sql, params)),
    tables,
  );
  await admin.end();
  const makeDriver = (o: DriverOptions) =>
    DIALECTS.postgresql.createDriver({
      type: 'postgresql',
      host: PG.host,
      port: PG.port,
      database,
      username: PG.user,
      password: '',
      options: { poolSize: o.poolSize, statementTimeoutMs: o.statementTimeoutMs },
    });
  const driver = makeDriver({});
  return {
    id: 'postgresql',
    dialect: DIALECTS.postgresql,
    driver,
    database,
    makeDriver,
    async cleanup() {
      await driver.close();
      const drop = new pg.Client({ ...PG, database: 'postgres' });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await drop.end();
    },
  };
}

async function createMariaDB(tables: readonly FixtureTable[]): Promise<TestDatabase> {
  const database = randomDbName();
  const root = await mysql.createConnection({ ...MARIADB });
  await root.query(`CREATE DATABASE ${database} CHARACTER SET utf8mb4`);
  await root.query(`USE ${database}`);
  await loadTables('mysql', async (sql, params) => void (await root.execute(sql, params)), tables);
  await root.end();
  const makeDriver = (o: DriverOptions) =>
    DIALECTS.mysql.createDriver({
      type: 'mariadb',
      host: MARIADB.host,
      port: MARIADB.port,
      database,
      username: MARIADB.user,
      password: MARIADB.password,
      options: { poolSize: o.poolSize, statementTimeoutMs: o.statementTimeoutMs },
    });
  const driver = makeDriver({});
  return {
    id: 'mysql',
    dialect: DIALECTS.mysql,
    driver,
    database,
    makeDriver,
    async cleanup() {
      await driver.close();
      const drop = await mysql.createConnection({ ...MARIADB });
      await drop.query(`DROP DATABASE IF EXISTS ${database}`);
      await drop.end();
    },
  };
}
