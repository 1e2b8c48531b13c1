// Issue 23 part 2: "an administrator setting can require a PIN and an expiry on every link".
// The tenant's link policy: who reads and sets it, and what it refuses or closes.
import {
  DEFAULT_LINK_POLICY,
  LINK_DEFAULT_EXPIRY_DAYS,
  LANGUAGES,
  type LinkInfo,
  type LinkPolicy,
  type LinkValidation,
} from '@tessera/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { createUserInNewOrg, dataOf } from '../datasource/support.js';
import { createDept, PASSWORD } from '../org/support.js';
import { createPanel, panelClient, type PanelApi } from '../panel/support.js';
import { expectError, expectLocalisedError } from '../security/support.js';
import { linkToken, visit } from './support.js';

const DAY = 86_400_000;

let ctx: TestContext;
/** The system administrator of tenant 1. */
let admin: PanelApi;
/** A tenant-level organisation administrator: shares dashboards, may set the policy. */
let oona: PanelApi;
let oonaId: number;
/** An organisation administrator of a department: holds the page, not the tenant's policy. */
let dora: PanelApi;
let member: PanelApi;
/** Another tenant's administrator. */
let stranger: PanelApi;

const policy = async (api: PanelApi) => dataOf<LinkPolicy>(await api.get('/api/link/policy'));
const setPolicy = (api: PanelApi, body: unknown) => api.post('/api/link/policy', body);
const current = async (panelId: string) =>
  dataOf<LinkInfo>(await oona.post(`/api/link/currentGenerate/${panelId}`));
const validate = async (link: string) =>
  dataOf<LinkValidation>(await visit(ctx.app, '/api/link/validate', { link }));
const newBoard = async (name: string) => (await createPanel(oona, name)).id;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = panelClient(ctx, await login(ctx.app));
  oonaId = await createUser(ctx, 'oona', PASSWORD, 'org_admin');
  oona = panelClient(ctx, await login(ctx.app, 'oona', PASSWORD));
  const east = await createDept(admin, 'East', 1);
  await createUser(ctx, 'dora', PASSWORD, 'org_admin', east);
  dora = panelClient(ctx, await login(ctx.app, 'dora', PASSWORD));
  await createUser(ctx, 'mona', PASSWORD, 'org_member');
  member = panelClient(ctx, await login(ctx.app, 'mona', PASSWORD));
  await createUserInNewOrg(ctx, 'otto', PASSWORD, 'org_admin');
  stranger = panelClient(ctx, await login(ctx.app, 'otto', PASSWORD));
});
afterAll(async () => ctx?.close());
// Each test starts from no policy.
beforeEach(async () => {
  await ctx.services.db.deleteFrom('link_policies').execute();
});

describe('reading and setting the policy', () => {
  it('is none until set, for every signed-in user; anonymous callers are refused', async () => {
    expect(await policy(member)).toEqual(DEFAULT_LINK_POLICY);
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/link/policy' }),
      401,
      'AUTH_REQUIRED',
    );
  });

  it('is set by a tenant’s administrator for their tenant only, and read back by members', async () => {
    const wanted = { requirePwd: true, requireOverTime: true, maxDays: 30 };
    expect(dataOf<LinkPolicy>(await setPolicy(oona, wanted))).toEqual(wanted);
    expect(await policy(member)).toEqual(wanted);
    expect(await policy(stranger)).toEqual(DEFAULT_LINK_POLICY);
    const row = await ctx.services.db
      .selectFrom('link_policies')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ org_id: 1, require_pwd: 1, require_over_time: 1, max_days: 30 });
    // The system administrator too; the other tenant's administrator sets theirs apart.
    const off = { requirePwd: false, requireOverTime: false, maxDays: null };
    expect(dataOf<LinkPolicy>(await setPolicy(admin, off))).toEqual(off);
    dataOf(await setPolicy(stranger, { requirePwd: true, requireOverTime: false }));
    expect(await policy(member)).toEqual(off);
    expect((await policy(stranger)).requirePwd).toBe(true);
  });

  it('is refused to a member (403), to a department’s administrator (403), and when malformed', async () => {
    const wanted = { requirePwd: true, requireOverTime: false };
    expectError(await setPolicy(member, wanted), 403, 'FORBIDDEN');
    expectError(await setPolicy(dora, wanted), 403, 'FORBIDDEN');
    for (const body of [
      { requirePwd: true },
      { requirePwd: 'yes', requireOverTime: false },
      { requirePwd: true, requireOverTime: true, maxDays: 0 },
      { requirePwd: true, requireOverTime: true, maxDays: 1.5 },
      { requirePwd: true, requireOverTime: true, maxDays: 100_000 },
      { requirePwd: true, requireOverTime: false, extra: 1 },
    ])
      expectError(await setPolicy(admin, body), 400, 'VALIDATION_FAILED');
    expect(await policy(member)).toEqual(DEFAULT_LINK_POLICY);
  });
});

describe('a required PIN', () => {
  it('makes new links with the PIN on, and refuses turning it off, in every language', async () => {
    dataOf(await setPolicy(oona, { requirePwd: true, requireOverTime: false }));
    const board = await newBoard('PIN board');
    const made = await current(board);
    expect(made).toMatchObject({ enablePwd: true, policy: { requirePwd: true } });
    for (const language of LANGUAGES)
      expectLocalisedError(
        await oona.post('/api/link/enablePwd', { resourceId: board, enablePwd: false }, language),
        400,
        'LINK_PWD_REQUIRED',
        language,
      );
    expect((await current(board)).enablePwd).toBe(true);
    expect((await validate(made.id)).passPwd).toBe(false);
  });

  it('turns the PIN on for the tenant’s links without one, ending visits that passed without it', async () => {
    const board = await newBoard('Open board');
    const link = await current(board);
    expect(link.enablePwd).toBe(false);
    const token = await linkToken(ctx.app, link.id);
    const view = () => visit(ctx.app, `/api/link/viewDetail/${board}`, {}, { token });
    expect((await view()).statusCode).toBe(200);

    dataOf(await setPolicy(oona, { requirePwd: true, requireOverTime: false }));
    expect((await current(board)).enablePwd).toBe(true);
    expectError(await view(), 401, 'AUTH_TOKEN_INVALID');
    expect(await validate(link.id)).toMatchObject({ enablePwd: true, passPwd: false });
    expectError(
      await visit(ctx.app, '/api/link/validatePwd', { link: link.id, password: '' }),
      400,
      'LINK_PWD_WRONG',
    );
    // Recorded on the link, by the administrator who required it.
    const events = await ctx.services.db
      .selectFrom('panel_link_events')
      .select(['kind', 'user_id'])
      .where('link_id', '=', link.id)
      .orderBy('id')
      .execute();
    expect(events.slice(-2)).toEqual([
      { kind: 'pwd_on', user_id: oonaId },
      { kind: 'pwd_failed', user_id: null },
    ]);
    // The right PIN opens it.
    expect(
      (
        await visit(
          ctx.app,
          `/api/link/viewDetail/${board}`,
          {},
          {
            token: await linkToken(ctx.app, link.id, link.pwd),
          },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('leaves another tenant’s links alone', async () => {
    const theirs = (await createPanel(stranger, 'Their board')).id;
    const link = dataOf<LinkInfo>(await stranger.post(`/api/link/currentGenerate/${theirs}`));
    dataOf(await setPolicy(oona, { requirePwd: true, requireOverTime: false }));
    expect((await validate(link.id)).enablePwd).toBe(false);
  });
});

describe('a required expiry', () => {
  it('gives new links one, and refuses clearing it or one beyond the longest allowed', async () => {
    dataOf(await setPolicy(oona, { requirePwd: false, requireOverTime: true, maxDays: 3 }));
    const board = await newBoard('Expiring board');
    const before = Date.now();
    const made = await current(board);
    expect(made.policy).toEqual({ requirePwd: false, requireOverTime: true, maxDays: 3 });
    expect(made.overTime).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(made.overTime).toBeLessThanOrEqual(Date.now() + 3 * DAY);

    for (const language of LANGUAGES) {
      expectLocalisedError(
        await oona.post('/api/link/overTime', { resourceId: board, overTime: null }, language),
        400,
        'LINK_EXPIRY_REQUIRED',
        language,
      );
      expectLocalisedError(
        await oona.post(
          '/api/link/overTime',
          { resourceId: board, overTime: Date.now() + 4 * DAY },
          language,
        ),
        400,
        'LINK_EXPIRY_TOO_LATE',
        language,
        { days: 3 },
      );
    }
    const sooner = Date.now() + 2 * DAY;
    expect(
      dataOf<LinkInfo>(
        await oona.post('/api/link/overTime', { resourceId: board, overTime: sooner }),
      ).overTime,
    ).toBe(sooner);
  });

  it('gives new links the default expiry when no longest one is named', async () => {
    dataOf(await setPolicy(oona, { requirePwd: false, requireOverTime: true }));
    const made = await current(await newBoard('Default expiry board'));
    expect(made.overTime).toBeGreaterThan(Date.now() + (LINK_DEFAULT_EXPIRY_DAYS - 1) * DAY);
    expect(made.overTime).toBeLessThanOrEqual(Date.now() + LINK_DEFAULT_EXPIRY_DAYS * DAY);
  });

  it('stops a link without an expiry from opening, and lets it open again when lifted', async () => {
    const board = await newBoard('Forever board');
    const link = await current(board);
    expect(link.overTime).toBeNull();
    const token = await linkToken(ctx.app, link.id);
    const view = () => visit(ctx.app, `/api/link/viewDetail/${board}`, {}, { token });
    expect((await view()).statusCode).toBe(200);

    dataOf(await setPolicy(oona, { requirePwd: false, requireOverTime: true, maxDays: 30 }));
    expect(await validate(link.id)).toMatchObject({ expired: true, valid: true });
    expectError(await view(), 401, 'AUTH_TOKEN_INVALID');
    expectError(
      await visit(ctx.app, '/api/link/validatePwd', { link: link.id, password: '' }),
      404,
      'NOT_FOUND',
    );
    // The owner sees why, and setting an expiry opens it again.
    expect((await current(board)).policy.requireOverTime).toBe(true);
    dataOf(
      await oona.post('/api/link/overTime', { resourceId: board, overTime: Date.now() + DAY }),
    );
    expect((await validate(link.id)).expired).toBe(false);
    expect((await view()).statusCode).toBe(200);

    // Lifted, a link without an expiry opens again.
    await ctx.services.db
      .updateTable('panel_links')
      .set({ over_time: null })
      .where('id', '=', link.id)
      .execute();
    expectError(await view(), 401, 'AUTH_TOKEN_INVALID');
    dataOf(await setPolicy(oona, { requirePwd: false, requireOverTime: false }));
    expect((await view()).statusCode).toBe(200);
  });
});
