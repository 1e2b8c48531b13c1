import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LicenceValidation, MenuNode, UiInfoItem } from '@tessera/contracts';
import { body, createTestContext, createUser, login, type TestContext } from './helpers.js';

// One app for the file: each test adds rows of its own (a menu, a member, settings, files) that
// no other test reads.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('POST /api/dynamicMenu/menus', () => {
  it('gives the administrator every menu as a tree, with the dashboards entry at the top level', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/dynamicMenu/menus',
      headers: { authorization: await login(ctx.app) },
    });
    const tree = body<MenuNode[]>(response).data;
    expect(tree.find((m) => m.name === 'panel')).toMatchObject({
      pid: 0,
      type: 1,
      path: '/panel',
      component: 'panel/index',
    });
  });

  it('gives a member only the menus granted to their role', async () => {
    await ctx.services.db
      .insertInto('menus')
      .values({
        id: 50,
        pid: 0,
        type: 0,
        name: 'secret',
        path: '/secret',
        component: null,
        title: 'menu.secret',
        icon: null,
        hidden: 0,
        sort: 9,
        permission: 'secret:read',
        plugin_script: null,
        plugin_no_layout: 0,
      })
      .execute();
    await createUser(ctx, 'menu-mia', 'Member#2026');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/dynamicMenu/menus',
      headers: { authorization: await login(ctx.app, 'menu-mia', 'Member#2026') },
    });
    expect(body<MenuNode[]>(response).data.map((m) => m.name)).toEqual([
      'panel',
      'datasource',
      'dataset',
      'chart',
    ]);
  });
});

describe('public system calls', () => {
  it('lists UI settings keyed by paramKey without a token', async () => {
    await ctx.services.db
      .insertInto('system_params')
      .values({ param_key: 'ui.title', param_value: 'Acme BI', type: 'text' })
      .execute();
    await ctx.services.db
      .insertInto('system_params')
      .values({ param_key: 'mail.password', param_value: 'x', type: 'text' })
      .execute();
    const items = body<UiInfoItem[]>(
      await ctx.app.inject({ method: 'GET', url: '/system/ui/info' }),
    ).data;
    expect(items).toEqual([{ paramKey: 'ui.title', paramValue: 'Acme BI', type: 'text' }]);
  });

  it('serves a stored logo image with nosniff, and 404 for unknown or non-image files', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await ctx.services.db
      .insertInto('system_files')
      .values({ id: 'logo12345', mime: 'image/png', bytes: png, create_time: Date.now() })
      .execute();
    await ctx.services.db
      .insertInto('system_files')
      .values({
        id: 'html12345',
        mime: 'text/html',
        bytes: Uint8Array.from([60]),
        create_time: Date.now(),
      })
      .execute();
    const image = await ctx.app.inject({ method: 'GET', url: '/system/ui/image/logo12345' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(Buffer.from(png))).toBe(true);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/system/ui/image/html12345' })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/system/ui/image/missing000' })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/system/ui/image/..%2f..%2fetc' })).statusCode,
    ).toBe(400);
  });

  it('answers the licence check with no_record until a licence exists', async () => {
    const reply = body<LicenceValidation>(
      await ctx.app.inject({ method: 'GET', url: '/anonymous/license/validate' }),
    );
    expect(reply.data.status).toBe('no_record');
  });

  it('reports the product version, and nothing of the runtime, to signed-in users only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/about/build/version' })).statusCode).toBe(
      401,
    );
    const reply = await ctx.app.inject({
      method: 'GET',
      url: '/about/build/version',
      headers: { authorization: await login(ctx.app) },
    });
    // Issue 12 part 7: the Node.js version would tell a caller which advisories apply.
    expect(body<Record<string, unknown>>(reply).data).toEqual({ version: expect.any(String) });
    expect(reply.body).not.toContain(process.version);
  });
});
