import { describe, expect, it } from 'vitest';
import {
  datasourceAddSchema,
  datasourceConnectionSchema,
  hostSchema,
  isHostOrIp,
} from './datasource.js';

const pg = { host: 'db.internal', port: 5432, database: 'sales', username: 'bi' };

describe('data-source hosts (SECURITY C5, C6)', () => {
  it.each([
    'db.internal',
    'localhost',
    'pg-1.example.com',
    '10.0.0.5',
    '169.254.169.254',
    '::1',
    '[::1]',
    '::ffff:169.254.169.254',
    'fe80::1',
    '2001:db8::10',
  ])('accepts the host name or IP literal %s', (host) => {
    expect(isHostOrIp(host)).toBe(true);
    expect(hostSchema.safeParse(host).success).toBe(true);
  });

  it.each([
    ['a decimal IPv4 spelling', '2852039166'],
    ['a hexadecimal IPv4 spelling', '0xA9FEA9FE'],
    ['an octal dotted IPv4 spelling', '0251.0376.0251.0376'],
    ['a three-part IPv4 spelling', '169.254.43518'],
    ['a mixed hexadecimal dotted spelling', '169.0xfe.169.254'],
    ['a leading-zero dotted quad', '169.254.169.025'],
    ['an out-of-range dotted quad', '256.1.1.1'],
    ['a URL', 'postgres://evil.example/db'],
    ['a URL-encoded name', 'evil%2eexample'],
    ['a socket directory', '/var/run/postgresql'],
    ['credentials in the host', 'u:p@evil.example'],
    ['a host with a port', 'db.internal:5432'],
    ['a malformed IPv6 literal', '1::2::3'],
    ['brackets around a name', '[db.internal]'],
    ['a trailing newline inside', 'db\ninternal'],
  ])('refuses %s', (_label, host) => {
    expect(isHostOrIp(host)).toBe(false);
    expect(hostSchema.safeParse(host).success).toBe(false);
  });

  it('answers a bad host with the shared localised key', () => {
    const result = hostSchema.safeParse('2852039166');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.datasource.host');
  });
});

describe('data-source bodies', () => {
  it('accept an add body with a typed configuration and default the description', () => {
    const parsed = datasourceAddSchema.parse({
      name: ' Sales ',
      type: 'postgresql',
      configuration: { ...pg, schema: 'public', password: 'pw', options: { ssl: true } },
    });
    expect(parsed).toMatchObject({ name: 'Sales', desc: '', type: 'postgresql' });
  });

  it.each([
    ['an unknown top-level key', { type: 'mysql', configuration: pg, url: 'mysql://x' }],
    ['multipleStatements', { type: 'mysql', configuration: { ...pg, multipleStatements: true } }],
    ['a case-varied key', { type: 'mysql', configuration: { ...pg, MultipleStatements: true } }],
    [
      'a PostgreSQL options string',
      { type: 'postgresql', configuration: { ...pg, options: '-c x=y' } },
    ],
    ['a schema on a MySQL source', { type: 'mysql', configuration: { ...pg, schema: 'x' } }],
    ['the embedded DuckDB type', { type: 'duckdb', configuration: { path: '/etc/passwd' } }],
  ])('reject %s', (_label, body) => {
    expect(datasourceConnectionSchema.safeParse(body).success).toBe(false);
  });
});
