// SECURITY C5: a data-source configuration is a strict, typed object per type. Extra keys,
// driver flags, PostgreSQL `options` strings, URLs, socket and file paths, encoded or
// case-varied variants are refused with a localised 400 and nothing is stored.
// SPEC §5: name 2-25 characters, description 0-50, with the shared localised messages.
import { VALIDATION_MESSAGES, type Language, type ValidationKey } from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { expectError, messageFor } from '../security/support.js';
import { client, dataOf, eventually } from './support.js';

const pg = { host: '127.0.0.1', port: 5432, database: 'sales', username: 'bi', password: 'pw' };
const my = { ...pg, port: 3306 };

/** A 400 VALIDATION_FAILED whose message is the shared text for `key`, or the generic one. */
function expectInvalid(
  response: LightMyRequestResponse,
  language: Language,
  key?: ValidationKey,
): void {
  const envelope = expectError(response, 400, 'VALIDATION_FAILED');
  expect(envelope.message).toBe(
    key ? VALIDATION_MESSAGES[language][key] : messageFor('VALIDATION_FAILED', language),
  );
}

let ctx: TestContext;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  ctx = await createTestContext();
  api = client(ctx, await login(ctx.app));
});
afterAll(async () => ctx?.close());

const rowCount = async () =>
  (await ctx.services.db.selectFrom('datasources').select('id').execute()).length;

const CASES: [string, Record<string, unknown>, ValidationKey?][] = [
  ['multipleStatements', { type: 'mysql', configuration: { ...my, multipleStatements: true } }],
  [
    'a case-varied MultipleStatements',
    { type: 'mysql', configuration: { ...my, MultipleStatements: true } },
  ],
  [
    'a lower-case multiplestatements',
    { type: 'mariadb', configuration: { ...my, multiplestatements: true } },
  ],
  ['localInfile', { type: 'mysql', configuration: { ...my, localInfile: true } }],
  ['LOCAL_INFILE', { type: 'mysql', configuration: { ...my, LOCAL_INFILE: 1 } }],
  ['infileStreamFactory', { type: 'mysql', configuration: { ...my, infileStreamFactory: 'x' } }],
  ['mysql flags', { type: 'mysql', configuration: { ...my, flags: ['+LOCAL_FILES'] } }],
  [
    'multipleStatements inside options',
    { type: 'mysql', configuration: { ...my, options: { multipleStatements: true } } },
  ],
  [
    'a socketPath',
    { type: 'mysql', configuration: { ...my, socketPath: '/var/run/mysqld/mysqld.sock' } },
  ],
  [
    'a PostgreSQL options string',
    {
      type: 'postgresql',
      configuration: { ...pg, options: '-c default_transaction_read_only=off' },
    },
  ],
  [
    'a PostgreSQL options string inside options',
    { type: 'postgresql', configuration: { ...pg, options: { options: '-c search_path=evil' } } },
  ],
  [
    'a connection URL beside the configuration',
    { type: 'postgresql', configuration: pg, url: 'postgres://u:p@h/db' },
  ],
  ['a url key', { type: 'postgresql', configuration: { ...pg, url: 'postgres://u:p@h/db' } }],
  [
    'a connectionString',
    { type: 'postgresql', configuration: { ...pg, connectionString: 'postgres://u:p@h/db' } },
  ],
  [
    'a URL in the host',
    { type: 'postgresql', configuration: { ...pg, host: 'postgres://evil.example/db' } },
    'validation.datasource.host',
  ],
  [
    'a URL-encoded host',
    { type: 'postgresql', configuration: { ...pg, host: 'evil%2eexample' } },
    'validation.datasource.host',
  ],
  [
    'a socket directory as host',
    { type: 'postgresql', configuration: { ...pg, host: '/var/run/postgresql' } },
    'validation.datasource.host',
  ],
  [
    'a file path as host',
    { type: 'mysql', configuration: { ...my, host: '../../etc/passwd' } },
    'validation.datasource.host',
  ],
  [
    'credentials in the host',
    { type: 'mysql', configuration: { ...my, host: 'root:pw@10.0.0.1' } },
    'validation.datasource.host',
  ],
  [
    'a file path as database',
    { type: 'postgresql', configuration: { ...pg, database: '/etc/passwd' } },
    'validation.datasource.database',
  ],
  [
    'a certificate file',
    { type: 'postgresql', configuration: { ...pg, sslrootcert: '/etc/ssl/private/key.pem' } },
  ],
  [
    'an ssl object with a CA path',
    { type: 'postgresql', configuration: { ...pg, options: { ssl: { ca: '/etc/passwd' } } } },
  ],
  [
    'the server-only connect address',
    { type: 'postgresql', configuration: { ...pg, connectHost: '169.254.169.254' } },
  ],
  ['the embedded DuckDB type', { type: 'duckdb', configuration: { path: '/etc/passwd' } }],
  ['an unsupported type', { type: 'sqlite', configuration: { path: '/etc/passwd' } }],
  [
    'a port given as text',
    { type: 'postgresql', configuration: { ...pg, port: '5432' } },
    'validation.datasource.port',
  ],
];

describe('SECURITY C5 strict data-source configurations', () => {
  it.each(CASES)(
    'C5: validate refuses %s with a localised 400',
    async (_label, connection, key) => {
      for (const language of ['en', 'zh-CN'] as const) {
        expectInvalid(await api.post('/datasource/validate', connection, language), language, key);
      }
    },
  );

  it.each(CASES)('C5: add refuses %s and stores nothing', async (_label, connection, key) => {
    const before = await rowCount();
    const response = await api.post('/datasource/add', { name: 'C5 case', ...connection }, 'zh-CN');
    expectInvalid(response, 'zh-CN', key);
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ['an organisation', { orgId: 2 }],
    ['the built-in flag', { builtin: true }],
    ['a sealed password', { password_secret: 'x' }],
    ['an id', { id: 'chosen-id' }],
    ['a status', { status: 'ok' }],
  ])('C5: add refuses a body that sets %s (no mass assignment)', async (_label, extra) => {
    const before = await rowCount();
    const response = await api.post('/datasource/add', {
      name: 'Mass assignment',
      type: 'postgresql',
      configuration: pg,
      ...extra,
    });
    expectInvalid(response, 'en');
    expect(await rowCount()).toBe(before);
  });

  it('C5: update refuses extra keys and leaves the stored source unchanged', async () => {
    const added = dataOf<{ id: string; configuration: object }>(
      await api.post('/datasource/add', {
        name: 'Strict update',
        type: 'mysql',
        configuration: my,
      }),
    );
    // Adding starts a background status check that writes the row: let it finish first, so
    // the comparison sees only what the refused update might have changed.
    const stored = () =>
      ctx.services.db
        .selectFrom('datasources')
        .selectAll()
        .where('id', '=', added.id)
        .executeTakeFirstOrThrow();
    await eventually(async () => (await stored()).status !== 'unknown');
    const before = await stored();
    expectInvalid(
      await api.post('/datasource/update', {
        id: added.id,
        name: 'Strict update',
        type: 'mysql',
        configuration: { ...my, localInfile: true },
      }),
      'en',
    );
    const after = await ctx.services.db
      .selectFrom('datasources')
      .selectAll()
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});

describe('SPEC §5 data-source name and description rules, in zh-CN', () => {
  const add = (name: string, desc?: string) =>
    api.post(
      '/datasource/add',
      { name, ...(desc === undefined ? {} : { desc }), type: 'mysql', configuration: my },
      'zh-CN',
    );

  it('SPEC §5: refuses a name of 1 or 26 characters with “名称长度须为 2-25 个字符”', async () => {
    for (const name of ['a', ' a ', 'x'.repeat(26)]) {
      const response = await add(name);
      expectInvalid(response, 'zh-CN', 'validation.datasource.nameLength');
      expect(response.json<{ message: string }>().message).toBe('名称长度须为 2-25 个字符');
    }
  });

  it('issue 19: an empty or blank name is asked for (“名称不能为空”), not measured', async () => {
    for (const name of ['', '   ']) {
      const response = await add(name);
      expectInvalid(response, 'zh-CN', 'validation.name.required');
      expect(response.json<{ message: string }>().message).toBe('名称不能为空');
    }
  });

  it('SPEC §5: refuses a description of 51 characters with “描述最多 50 个字符”', async () => {
    const response = await add('Long description', 'd'.repeat(51));
    expectInvalid(response, 'zh-CN', 'validation.datasource.descLength');
    expect(response.json<{ message: string }>().message).toBe('描述最多 50 个字符');
  });

  it('SPEC §5: accepts names of 2 and 25 characters (trimmed) and a description of 50', async () => {
    expect(dataOf<{ name: string }>(await add('  ab  ')).name).toBe('ab');
    expect(dataOf<{ name: string }>(await add('n'.repeat(25), 'd'.repeat(50))).name).toBe(
      'n'.repeat(25),
    );
  });

  it('explains a bad host and a bad port in the caller’s language', async () => {
    const host = await api.post(
      '/datasource/validate',
      { type: 'mysql', configuration: { ...my, host: 'a b' } },
      'zh-CN',
    );
    expect(host.json<{ message: string }>().message).toBe('请输入主机名或 IP 地址');
    const port = await api.post(
      '/datasource/validate',
      { type: 'mysql', configuration: { ...my, port: 70_000 } },
      'zh-TW',
    );
    expect(port.json<{ message: string }>().message).toBe('請輸入 1-65535 之間的連接埠');
  });
});
