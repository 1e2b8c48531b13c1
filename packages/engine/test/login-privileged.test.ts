// Whether a source's login may do more than read (DESIGN §5: the data-source form warns and
// recommends a read-only user), asked of real servers with real logins: PostgreSQL's superuser
// and a login holding pg_read_server_files are privileged, a plain login is not; MariaDB's root
// and a login holding FILE are privileged, one with SELECT on its database is not.
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, loginPrivileged } from '../src/index.js';
import type { Driver } from '../src/index.js';
import { MARIADB, PG, randomDbName, serviceAvailable } from './support/databases.js';

describe.runIf(await serviceAvailable('postgresql'))('postgresql: a privileged login', () => {
  const database = randomDbName();
  const plain = `${database}_plain`;
  const files = `${database}_files`;
  let root: pg.Client;
  const drivers: Driver[] = [];
  const driverFor = (username: string) => {
    const driver = DIALECTS.postgresql.createDriver({
      type: 'postgresql',
      host: PG.host,
      port: PG.port,
      database,
      username,
      password: '',
    });
    drivers.push(driver);
    return driver;
  };

  beforeAll(async () => {
    root = new pg.Client({ ...PG, database: 'postgres' });
    await root.connect();
    await root.query(`CREATE DATABASE ${database}`);
    await root.query(`CREATE ROLE ${plain} LOGIN`);
    await root.query(`CREATE ROLE ${files} LOGIN IN ROLE pg_read_server_files`);
  });
  afterAll(async () => {
    await Promise.all(drivers.map((d) => d.close()));
    await root.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await root.query(`DROP ROLE IF EXISTS ${plain}`);
    await root.query(`DROP ROLE IF EXISTS ${files}`);
    await root.end();
  });

  it('calls the superuser privileged', async () => {
    expect(await loginPrivileged('postgresql', driverFor(PG.user))).toBe(true);
  });

  it('calls a login that may read server files privileged', async () => {
    expect(await loginPrivileged('postgresql', driverFor(files))).toBe(true);
  });

  it('calls a plain login not privileged', async () => {
    expect(await loginPrivileged('postgresql', driverFor(plain))).toBe(false);
  });
});

describe.runIf(await serviceAvailable('mariadb'))('mysql family: a privileged login', () => {
  const database = randomDbName();
  const reader = `tr_${database.slice(-8)}`;
  const filer = `tf_${database.slice(-8)}`;
  let root: mysql.Connection;
  const drivers: Driver[] = [];
  const driverFor = (username: string, password: string) => {
    const driver = DIALECTS.mysql.createDriver({
      type: 'mariadb',
      host: MARIADB.host,
      port: MARIADB.port,
      database,
      username,
      password,
    });
    drivers.push(driver);
    return driver;
  };

  beforeAll(async () => {
    root = await mysql.createConnection({ ...MARIADB });
    await root.query(`CREATE DATABASE ${database}`);
    for (const user of [reader, filer]) {
      await root.query(`CREATE USER '${user}'@'127.0.0.1' IDENTIFIED BY 'Pw-${user}'`);
      await root.query(`GRANT SELECT ON ${database}.* TO '${user}'@'127.0.0.1'`);
    }
    await root.query(`GRANT FILE ON *.* TO '${filer}'@'127.0.0.1'`);
  });
  afterAll(async () => {
    await Promise.all(drivers.map((d) => d.close()));
    await root.query(`DROP DATABASE IF EXISTS ${database}`);
    for (const user of [reader, filer])
      await root.query(`DROP USER IF EXISTS '${user}'@'127.0.0.1'`);
    await root.end();
  });

  it('calls root (ALL PRIVILEGES ON *.*) privileged', async () => {
    expect(await loginPrivileged('mysql', driverFor(MARIADB.user, MARIADB.password))).toBe(true);
  });

  it('calls a login holding FILE privileged', async () => {
    expect(await loginPrivileged('mysql', driverFor(filer, `Pw-${filer}`))).toBe(true);
  });

  it('calls a login with SELECT on its database only not privileged', async () => {
    expect(await loginPrivileged('mysql', driverFor(reader, `Pw-${reader}`))).toBe(false);
  });
});

describe('the embedded warehouse', () => {
  it('has no login to ask about', () => {
    expect(DIALECTS.duckdb.loginPrivileged).toBeUndefined();
  });
});
