// Throwaway databases for integration tests: one per test file, random name, dropped after.
// Without CI a missing service skips (with the reason printed); with CI set it fails
// (the probes and the service constants come from @tessera/test-support).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { MARIADB, PG, randomDbName } from '@tessera/test-support';
import type { Driver, SqlDialect } from '../../src/index.js';
import { DIALECTS } from '../../src/index.js';
import { openWarehouseInstance } from '../../src/dialects/duckdb/instance.js';
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
  /** Runs one statement as the database's owner, outside every driver (setup, checks). */
  admin(sql: string): Promise<Record<string, unknown>[]>;
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

export { MARIADB, PG, randomDbName, serviceAvailable } from '@tessera/test-support';

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
  // The owner's connection shares the instance the driver uses, as the warehouse writer does.
  const conn = await (await openWarehouseInstance(path)).connect();
  await loadTables('duckdb', async (sql, params) => void (await conn.run(sql, params)), tables);
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
    admin: async (sql) => (await conn.runAndReadAll(sql)).getRowObjectsJson(),
    async cleanup() {
      await driver.close();
      conn.closeSync();
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
  admin.on('error', () => undefined);
  await loadTables(
    'postgresql',
    async (sql, params) => void (await admin.query(sql, params)),
    tables,
  );
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
    admin: async (sql) => (await admin.query<Record<string, unknown>>(sql)).rows,
    async cleanup() {
      await driver.close();
      await admin.end().catch(() => undefined);
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
    admin: async (sql) => {
      const [rows] = await root.query(sql);
      return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
    },
    async cleanup() {
      await driver.close();
      await root.end().catch(() => undefined);
      const drop = await mysql.createConnection({ ...MARIADB });
      await drop.query(`DROP DATABASE IF EXISTS ${database}`);
      await drop.end();
    },
  };
}
