// SECURITY C6 and C8 from outside. Every spelling of an address on this machine or in the
// link-local metadata network is refused as a data-source target (loopback denied here, as an
// operator who keeps users off the server's own databases would set it); names with control or
// invisible characters, and look-alikes of a name already taken, are refused; a table name no
// database could hold is a 400, not a driver error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonClient, signIn, type Envelope } from './raw.js';
import { OWN_SERVER, startTarget, type Target } from './target.js';

const SPELLINGS = [
  '0.0.0.0',
  '::',
  '[::]',
  '0:0:0:0:0:0:0:0',
  '::ffff:0.0.0.0',
  '127.0.0.1',
  '127.1.2.3',
  '::1',
  '[::1]',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::127.0.0.1',
  '::ffff:0:127.0.0.1',
  '64:ff9b::127.0.0.1',
  '64:ff9b:1::7f00:1',
  '2002:7f00:1::',
  '2001:0:4136:e378:8000:63bf:80ff:fffe',
  '169.254.169.254',
  '::ffff:169.254.169.254',
  '::169.254.169.254',
  '::ffff:0:169.254.169.254',
  '64:ff9b::a9fe:a9fe',
  '64:ff9b:1::a9fe:a9fe',
  '2002:a9fe:a9fe::1',
  '2001:0:4136:e378:8000:63bf:5601:5601',
  'FE80::1',
];

describe.runIf(OWN_SERVER)('C6 every spelling of a denied address, over HTTP', () => {
  let target: Target;
  beforeAll(async () => {
    target = await startTarget({
      TESSERA_DATASOURCE_DENY: '127.0.0.0/8,::1/128,169.254.0.0/16,fe80::/10',
      TESSERA_VALIDATE_RATE_PER_MINUTE: '1000',
    });
  }, 90_000);
  afterAll(async () => target?.stop());

  it.each(SPELLINGS)('C6: refuses %s as a connection test and as a saved source', async (host) => {
    const api = jsonClient(target, await signIn(target));
    const configuration = {
      host,
      port: 5432,
      database: 'postgres',
      username: 'postgres',
      password: 'x',
    };
    const tested = await api.post(
      '/datasource/validate',
      { type: 'postgresql', configuration },
      'zh-CN',
    );
    expect(tested.status, tested.text).toBe(400);
    expect(tested.json<Envelope>().code).toBe('DATASOURCE_EGRESS_DENIED');
    const before = (await api.post('/datasource/list')).json<Envelope<unknown[]>>().data.length;
    const saved = await api.post('/datasource/add', {
      name: `Probe ${SPELLINGS.indexOf(host)}`,
      type: 'postgresql',
      configuration,
    });
    expect(saved.status, saved.text).toBe(400);
    expect((await api.post('/datasource/list')).json<Envelope<unknown[]>>().data).toHaveLength(
      before,
    );
  });
});

describe('C8 names a person can trust, over HTTP', () => {
  let target: Target;
  let token: string;
  const configuration = {
    host: '127.0.0.1',
    port: 5432,
    database: 'postgres',
    username: 'postgres',
    password: 'x',
  };
  beforeAll(async () => {
    target = await startTarget();
    token = await signIn(target);
  }, 90_000);
  afterAll(async () => target?.stop());

  it.each([
    ['NUL', 'Sales\u0000x'],
    ['CR/LF', 'Sales\r\nSet-Cookie: x'],
    ['zero-width characters only', '\u200b\u200c\u200d'],
    ['a right-to-left override', 'Sales\u202efdp.exe'],
    ['a lone surrogate', 'Sales \ud800'],
  ])('C8: refuses a data-source name with %s', async (_what, name) => {
    const api = jsonClient(target, token);
    const response = await api.post(
      '/datasource/add',
      { name, type: 'postgresql', configuration },
      'en',
    );
    expect(response.status, response.text).toBe(400);
    expect(response.json<Envelope>().code).toBe('VALIDATION_FAILED');
  });

  it('C8: refuses Cyrillic, full-width, modifier, mathematical and case look-alikes of the built-in source’s name', async () => {
    const api = jsonClient(target, token);
    for (const name of [
      'D\u0435m\u043e w\u0430r\u0435h\u043eus\u0435',
      'DEMO WAREHOUSE',
      ' Demo\u00a0warehouse ',
      '\uff24emo warehouse',
      '\u1d30emo warehouse',
      '\u{1d403}emo warehouse',
      '\uff24\u0435mo \uff37arehouse',
    ]) {
      const response = await api.post(
        '/datasource/add',
        { name, type: 'postgresql', configuration },
        'zh-TW',
      );
      expect(response.status, name).toBe(400);
      expect(response.json<Envelope>().code).toBe('DATASOURCE_NAME_TAKEN');
    }
  });

  it('C8: refuses a nickname with NUL and keeps the stored one', async () => {
    const api = jsonClient(target, token);
    const before = (await api.post('/api/user/personInfo')).json<Envelope<{ nickName: string }>>()
      .data.nickName;
    const response = await api.post('/api/user/updatePersonInfo', { nickName: 'Admin\u0000' });
    expect(response.status).toBe(400);
    expect(
      (await api.post('/api/user/personInfo')).json<Envelope<{ nickName: string }>>().data.nickName,
    ).toBe(before);
  });

  it('C8: answers a table or schema name no database could hold with 400, not a driver error', async () => {
    const api = jsonClient(target, token);
    const id = (await api.post('/datasource/list')).json<Envelope<{ id: string }[]>>().data[0]!.id;
    for (const body of [
      { table: 'demo\u0000sales' },
      { table: 'demo_sales', schema: 'ma\u0000in' },
    ]) {
      const response = await api.post(`/datasource/getColumns/${id}`, body);
      expect(response.status, response.text).toBe(400);
    }
    // A lone surrogate, as raw JSON text (JSON.stringify would keep it escaped the same way).
    const raw = await fetch(new URL(`/datasource/getColumns/${id}`, target.url), {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: '{"table":"demo_\\ud800"}',
    });
    expect(raw.status).toBe(400);
  });
});
