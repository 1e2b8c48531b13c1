// SECURITY C5: data-source configurations are strict; dangerous keys, URLs and paths fail.
import { describe, expect, it } from 'vitest';
import {
  hostSchema,
  mysqlConfigurationSchema,
  postgresqlConfigurationSchema,
} from '@tessera/contracts';
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
    ['a decimal-encoded IPv4 host', { ...pg, host: '2852039166' }],
    ['a hex-encoded IPv4 host', { ...pg, host: '0xa9fea9fe' }],
    ['a server-only connect address', { ...pg, connectHost: '10.0.0.9' }],
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

describe('driver configurations built from the contracts', () => {
  it('reuse the wire schemas field for field, adding only the type and defaults', () => {
    expect(postgresqlConfigSchema.shape.host).toBe(hostSchema);
    expect(mysqlConfigSchema.shape.host).toBe(hostSchema);
    const wireKeys = (shape: object) => Object.keys(shape).sort();
    expect(wireKeys(postgresqlConfigSchema.shape)).toEqual(
      wireKeys({ ...postgresqlConfigurationSchema.shape, type: 0 }),
    );
    expect(wireKeys(mysqlConfigSchema.shape)).toEqual(
      wireKeys({ ...mysqlConfigurationSchema.shape, type: 0 }),
    );
  });

  it('default the port per family and the password to empty', () => {
    const { port: _p, password: _w, ...noDefaults } = pg;
    expect(postgresqlConfigSchema.parse(noDefaults)).toMatchObject({ port: 5432, password: '' });
    const { port: _mp, password: _mw, ...myNoDefaults } = my;
    expect(mysqlConfigSchema.parse(myNoDefaults)).toMatchObject({ port: 3306, password: '' });
  });
});
