// SECURITY C5: data-source configurations are strict; dangerous keys, URLs and paths fail.
import { describe, expect, it } from 'vitest';
import { dataSourceConfigSchema, mysqlConfigSchema, postgresqlConfigSchema } from '../src/index.js';

const pg = {
  type: 'postgresql',
  host: 'db.internal',
  port: 5432,
  database: 'sales',
  username: 'bi',
  password: 'pw',
};
const my = {
  type: 'mysql',
  host: '10.0.0.5',
  port: 3306,
  database: 'sales',
  username: 'bi',
  password: 'pw',
};

describe('data-source configuration schemas', () => {
  it('accept a plain PostgreSQL and MySQL-family configuration', () => {
    expect(
      postgresqlConfigSchema.parse({
        ...pg,
        schema: 'public',
        options: { ssl: true, poolSize: 4 },
      }),
    ).toMatchObject(pg);
    for (const type of ['mysql', 'mariadb', 'doris', 'starrocks', 'tidb']) {
      expect(mysqlConfigSchema.parse({ ...my, type }).type).toBe(type);
    }
    expect(dataSourceConfigSchema.parse(pg).type).toBe('postgresql');
  });

  it.each([
    ['multipleStatements', { ...my, multipleStatements: true }],
    ['a case-varied multipleStatements', { ...my, MultipleStatements: true }],
    ['localInfile', { ...my, localInfile: true }],
    ['infile inside options', { ...my, options: { localInfile: true } }],
    ['mysql flags', { ...my, flags: ['+LOCAL_FILES'] }],
    ['a socket path', { ...my, socketPath: '/var/run/mysqld/mysqld.sock' }],
    ['a PostgreSQL options string', { ...pg, options: '-c default_transaction_read_only=off' }],
    ['PostgreSQL options inside options', { ...pg, options: { options: '-c x=y' } }],
    ['a connection string', { ...pg, connectionString: 'postgres://u:p@h/db' }],
    ['a URL as host', { ...pg, host: 'postgres://evil.example/db' }],
    ['a URL-encoded host', { ...pg, host: 'evil%2eexample' }],
    ['a unix socket directory as host', { ...pg, host: '/var/run/postgresql' }],
    ['a host with credentials', { ...pg, host: 'u:p@evil.example' }],
    ['a certificate file path', { ...pg, sslrootcert: '/etc/ssl/key.pem' }],
    ['a database that is a path', { ...pg, database: '../../etc/passwd' }],
    ['a port given as a string', { ...pg, port: '5432' }],
    ['an out-of-range port', { ...pg, port: 70000 }],
    ['a newline in the user name', { ...pg, username: 'bi\nx' }],
    ['an embedded DuckDB file', { type: 'duckdb', path: '/etc/passwd' }],
    ['an unknown type', { ...pg, type: 'oracle' }],
  ])('reject %s', (_label, config) => {
    expect(dataSourceConfigSchema.safeParse(config).success).toBe(false);
  });
});
