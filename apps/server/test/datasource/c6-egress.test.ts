// SECURITY C6: test-connection (and add, update, every later use) to link-local metadata
// addresses or to the server's own metadata store is refused by the egress policy before any
// packet is sent: a localised 400 DATASOURCE_EGRESS_DENIED, no banner, nothing stored.
import crypto from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { DatasourceValidation, DatasourceView } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { expectError, expectLocalisedError } from '../security/support.js';
import { MARIADB, PG, client, dataOf, serviceAvailable } from './support.js';

const connection = (host: string, type = 'postgresql', port = 5432) => ({
  type,
  configuration: { host, port, database: 'postgres', username: 'postgres', password: 'pw' },
});

describe('SECURITY C6 egress policy with the default deny list', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    ctx = await createTestContext();
    api = client(ctx, await login(ctx.app));
  });
  afterAll(async () => ctx?.close());

  const rowCount = async () =>
    (await ctx.services.db.selectFrom('datasources').select('id').execute()).length;

  it.each([
    ['the cloud metadata address', '169.254.169.254'],
    ['another link-local address', '169.254.1.1'],
    ['an IPv4-mapped IPv6 spelling', '::ffff:169.254.169.254'],
    ['a bracketed hexadecimal IPv4-mapped spelling', '[::ffff:a9fe:a9fe]'],
    ['a NAT64 spelling', '64:ff9b::a9fe:a9fe'],
    ['an IPv6 link-local address', 'fe80::1'],
  ])('C6: validate refuses %s quickly, without a banner', async (_label, host) => {
    for (const type of ['postgresql', 'mysql']) {
      const started = Date.now();
      for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
        const response = await api.post(
          '/datasource/validate',
          connection(host, type, 80),
          language,
        );
        expectLocalisedError(response, 400, 'DATASOURCE_EGRESS_DENIED', language);
      }
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it.each([
    ['decimal', '2852039166'],
    ['hexadecimal', '0xA9FEA9FE'],
    ['octal dotted', '0251.0376.0251.0376'],
    ['three-part', '169.254.43518'],
  ])(
    'C6: the host schema refuses the %s IPv4 spelling of 169.254.169.254',
    async (_label, host) => {
      const response = await api.post('/datasource/validate', connection(host), 'zh-CN');
      const envelope = expectError(response, 400, 'VALIDATION_FAILED');
      expect(envelope.message).toBe('请输入主机名或 IP 地址');
    },
  );

  it('C6: add refuses a denied host and stores nothing', async () => {
    const before = await rowCount();
    expectLocalisedError(
      await api.post('/datasource/add', { name: 'Metadata', ...connection('169.254.169.254') }),
      400,
      'DATASOURCE_EGRESS_DENIED',
      'en',
    );
    expect(await rowCount()).toBe(before);
  });

  it('C6: update refuses moving a source to a denied host and changes nothing', async () => {
    const added = dataOf<DatasourceView>(
      await api.post('/datasource/add', { name: 'Movable', ...connection('127.0.0.1') }),
    );
    const before = await ctx.services.db
      .selectFrom('datasources')
      .selectAll()
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
    expectLocalisedError(
      await api.post('/datasource/update', {
        id: added.id,
        name: 'Movable',
        ...connection('::ffff:169.254.169.254'),
      }),
      400,
      'DATASOURCE_EGRESS_DENIED',
      'en',
    );
    const after = await ctx.services.db
      .selectFrom('datasources')
      .selectAll()
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
    expect(after.configuration).toBe(before.configuration);
    expect(after.password_secret).toBe(before.password_secret);
  });

  it('C6: a stored source pointing at a denied address is refused on use and marked in error', async () => {
    // Written behind the API's back, as if the deny list had grown since it was saved.
    const id = crypto.randomBytes(16).toString('hex');
    const now = Date.now();
    await ctx.services.db
      .insertInto('datasources')
      .values({
        id,
        org_id: 1,
        dept_id: 1,
        name: 'Old metadata',
        name_key: 'old metadata',
        description: '',
        type: 'postgresql',
        configuration: JSON.stringify(connection('169.254.169.254').configuration),
        password_secret: null,
        builtin: 0,
        status: 'unknown',
        status_message: null,
        status_time: null,
        create_by: 1,
        create_time: now,
        update_time: now,
      })
      .execute();
    expectLocalisedError(
      await api.post(`/datasource/getTables/${id}`, undefined, 'zh-CN'),
      400,
      'DATASOURCE_EGRESS_DENIED',
      'zh-CN',
    );
    const validation = dataOf<DatasourceValidation>(
      await api.post(`/datasource/validate/${id}`, undefined, 'zh-CN'),
    );
    expect(validation).toMatchObject({ ok: false, message: '不允许连接到此地址' });
    const list = dataOf<DatasourceView[]>(await api.post('/datasource/list', {}));
    expect(list.find((s) => s.id === id)).toMatchObject({
      status: 'error',
      statusMessage: 'Connections to this address are not allowed',
    });
  });
});

describe('SECURITY C6 egress policy with an operator deny list', () => {
  it('C6: a host name resolving to a denied address is refused (localhost with loopback denied)', async () => {
    const ctx = await createTestContext({ TESSERA_DATASOURCE_DENY: '127.0.0.0/8,::1/128' });
    try {
      const api = client(ctx, await login(ctx.app));
      for (const host of ['localhost', '127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expectLocalisedError(
          await api.post('/datasource/validate', connection(host)),
          400,
          'DATASOURCE_EGRESS_DENIED',
          'en',
        );
      }
    } finally {
      await ctx.close();
    }
  });

  it('refuses to start with a deny list that is not made of CIDRs', () => {
    expect(() =>
      loadConfig({ TESSERA_DATA_DIR: '/tmp/x', TESSERA_DATASOURCE_DENY: '169.254.0.0/16,evil' }),
    ).toThrow(/Invalid configuration/);
    expect(() =>
      loadConfig({ TESSERA_DATA_DIR: '/tmp/x', TESSERA_DATABASE_URL: 'not a url' }),
    ).toThrow(/Invalid configuration/);
  });
});

/**
 * A TCP listener on every local address (IPv4 and IPv6, `::` dual-stack) that counts the
 * connections it accepts and hangs each up at once: a refused target must never show here.
 */
function countingListener(): Promise<{
  port: number;
  count: () => number;
  close: () => Promise<void>;
}> {
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted += 1;
    socket.on('error', () => undefined);
    socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host: '::', ipv6Only: false }, () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        count: () => accepted,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

// Every one of these reaches this machine or 169.254.169.254 on Linux unless refused.
const SPELLINGS = [
  ['the unspecified IPv4 address', '0.0.0.0'],
  ['the IPv4-mapped unspecified address', '::ffff:0.0.0.0'],
  ['the unspecified IPv6 address', '::'],
  ['the bracketed unspecified IPv6 address', '[::]'],
  ['the expanded unspecified IPv6 address', '0000:0000:0000:0000:0000:0000:0000:0000'],
  ['an IPv4-compatible link-local address', '::169.254.169.254'],
  ['a SIIT link-local address', '::ffff:0:169.254.169.254'],
  ['a local-use NAT64 link-local address', '64:ff9b:1::a9fe:a9fe'],
  ['a well-known NAT64 link-local address', '64:FF9B::A9FE:A9FE'],
  ['a 6to4 link-local address', '2002:a9fe:a9fe::1'],
  ['a Teredo address whose client is 169.254.169.254', '2001:0:4136:e378:8000:63bf:5601:5601'],
  ['an IPv4-mapped loopback address', '::ffff:127.0.0.1'],
  ['an IPv4-compatible loopback address', '::127.0.0.1'],
  ['a hexadecimal IPv4-mapped loopback address', '[::ffff:7f00:1]'],
  ['the bracketed IPv6 loopback address', '[::1]'],
] as const;

describe('SECURITY C6 every spelling of a denied or unspecified address is refused', () => {
  const DENY = '127.0.0.0/8,::1/128,169.254.0.0/16,fe80::/10';
  let ctx: TestContext;
  let api: ReturnType<typeof client>;
  let listener: Awaited<ReturnType<typeof countingListener>>;
  beforeAll(async () => {
    listener = await countingListener();
    ctx = await createTestContext({ TESSERA_DATASOURCE_DENY: DENY });
    api = client(ctx, await login(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
    await listener?.close();
  });

  const listed = async () =>
    dataOf<DatasourceView[]>(await api.post('/datasource/list', {})).map((s) => s.id);

  it.each(SPELLINGS)(
    `C6: with ${DENY} denied, %s (%s) is refused on validate and add, nothing stored, no connection made`,
    async (_label, host) => {
      const before = await listed();
      const accepted = listener.count();
      for (const port of [PG.port, listener.port]) {
        for (const language of ['en', 'zh-CN', 'zh-TW'] as const)
          expectLocalisedError(
            await api.post('/datasource/validate', connection(host, 'postgresql', port), language),
            400,
            'DATASOURCE_EGRESS_DENIED',
            language,
          );
        expectLocalisedError(
          await api.post(
            '/datasource/add',
            { name: `Egress ${port}`, ...connection(host, 'postgresql', port) },
            'zh-TW',
          ),
          400,
          'DATASOURCE_EGRESS_DENIED',
          'zh-TW',
        );
      }
      expect(await listed()).toEqual(before);
      expect(listener.count()).toBe(accepted);
    },
  );

  it('C6: the unspecified addresses are refused with the default deny list too, and the listener does count what the app reaches', async () => {
    const open = await createTestContext();
    try {
      const openApi = client(open, await login(open.app));
      const accepted = listener.count();
      for (const host of ['0.0.0.0', '::', '[::]', '::ffff:0.0.0.0', '::0.0.0.0'])
        expectLocalisedError(
          await openApi.post('/datasource/validate', connection(host, 'postgresql', listener.port)),
          400,
          'DATASOURCE_EGRESS_DENIED',
          'en',
        );
      expect(listener.count()).toBe(accepted);
      // Control: loopback is allowed by default, and that connection is seen.
      const reached = dataOf<DatasourceValidation>(
        await openApi.post(
          '/datasource/validate',
          connection('127.0.0.1', 'postgresql', listener.port),
        ),
      );
      expect(reached).toMatchObject({ ok: false });
      expect(listener.count()).toBeGreaterThan(accepted);
    } finally {
      await open.close();
    }
  });
});

const mariadbAvailable = await serviceAvailable('mariadb');

describe('SECURITY C6 the metadata store is never a data source', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    ctx = await createTestContext({
      TESSERA_DATABASE_URL: 'postgres://tessera:secret@127.0.0.1:5432/tessera_meta',
    });
    api = client(ctx, await login(ctx.app));
  });
  afterAll(async () => ctx?.close());

  it.each(['127.0.0.1', 'localhost', '127.0.0.2', '0.0.0.0', '::ffff:127.0.0.1'])(
    'C6: refuses %s on the metadata store’s port',
    async (host) => {
      expectLocalisedError(
        await api.post('/datasource/validate', connection(host), 'zh-CN'),
        400,
        'DATASOURCE_EGRESS_DENIED',
        'zh-CN',
      );
    },
  );

  it.runIf(mariadbAvailable)('still allows another database on the same machine', async () => {
    const validation = dataOf<DatasourceValidation>(
      await api.post('/datasource/validate', {
        type: 'mariadb',
        configuration: {
          host: MARIADB.host,
          port: MARIADB.port,
          database: 'mysql',
          username: MARIADB.user,
          password: MARIADB.password,
        },
      }),
    );
    expect(validation).toMatchObject({ ok: true });
  });
});
