// SECURITY C8 on the data-source routes: a look-alike of a name already taken is refused on add
// and on rename; a look-alike saved before the rule (its key suffixed by migration 0004) stays
// editable while its name is kept, and cannot be renamed into another look-alike.
import type { DatasourceView } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { expectLocalisedError } from '../security/support.js';
import { client, dataOf } from './support.js';

const configuration = {
  host: '127.0.0.1',
  port: 5432,
  database: 'postgres',
  username: 'postgres',
  password: 'C8-Secret-Pass1',
};

describe('C8 data-source names', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    ctx = await createTestContext();
    api = client(ctx, await login(ctx.app));
  });
  afterAll(async () => ctx.close());

  it('C8: refuses a look-alike on add and on rename, in the caller’s language', async () => {
    const sales = dataOf<DatasourceView>(
      await api.post('/datasource/add', { name: 'Sales', type: 'postgresql', configuration }),
    );
    const stock = dataOf<DatasourceView>(
      await api.post('/datasource/add', { name: 'Stock', type: 'postgresql', configuration }),
    );
    // "Ѕales" with a Cyrillic Dze; "ˢales" with a modifier letter; "ＳＡＬＥＳ" full-width.
    for (const name of ['\u0405ales', '\u02e2ales', '\uff33\uff21\uff2c\uff25\uff33'])
      expectLocalisedError(
        await api.post('/datasource/add', { name, type: 'postgresql', configuration }, 'zh-CN'),
        400,
        'DATASOURCE_NAME_TAKEN',
        'zh-CN',
      );
    expectLocalisedError(
      await api.post('/datasource/update', {
        id: stock.id,
        name: 'SALES',
        type: 'postgresql',
        configuration,
      }),
      400,
      'DATASOURCE_NAME_TAKEN',
      'en',
    );
    // Renaming a source to a look-alike of its own name is fine.
    expect(
      dataOf<DatasourceView>(
        await api.post('/datasource/update', {
          id: sales.id,
          name: 'SALES',
          type: 'postgresql',
          configuration,
        }),
      ).name,
    ).toBe('SALES');
  });

  it('C8: keeps a look-alike saved before the rule editable under its own name', async () => {
    const legacy = dataOf<DatasourceView>(
      await api.post('/datasource/add', { name: 'Legacy one', type: 'postgresql', configuration }),
    );
    // As migration 0004 leaves a second look-alike: same-looking name, key suffixed by its id.
    await ctx.services.db
      .updateTable('datasources')
      .set({ name: 'LEGACY ONE', name_key: `legacy one#${legacy.id}` })
      .where('id', '=', legacy.id)
      .execute();
    await api.post('/datasource/add', { name: 'Legacy one 2', type: 'postgresql', configuration });
    await ctx.services.db
      .updateTable('datasources')
      .set({ name: 'Legacy one', name_key: 'legacy one' })
      .where('name', '=', 'Legacy one 2')
      .execute();
    const kept = await api.post('/datasource/update', {
      id: legacy.id,
      name: 'LEGACY ONE',
      desc: 'edited',
      type: 'postgresql',
      configuration,
    });
    expect(dataOf<DatasourceView>(kept).desc).toBe('edited');
    expectLocalisedError(
      await api.post('/datasource/update', {
        id: legacy.id,
        name: 'legacy one',
        type: 'postgresql',
        configuration,
      }),
      400,
      'DATASOURCE_NAME_TAKEN',
      'en',
    );
  });
});
