import {
  HEADERS,
  LINK_ID_PATTERN,
  LINK_PIN_MAX_FAILURES,
  type LinkInfo,
  type LinkValidation,
} from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TesseraApp } from '../../src/app.js';
import { grant } from '../../src/auth/grants.js';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { client, createUserInNewOrg, dataOf } from '../datasource/support.js';
import { createPanel, panelClient, type PanelApi } from '../panel/support.js';
import { expectError, expectLocalisedError } from '../security/support.js';
import { ruledCreatorWithLink, visit } from './support.js';

// Issue 23 part 1 (SPEC §7 api/link/*), part 4 (the PIN lockout, SECURITY A7/A9) and part 6
// (every link event recorded): the owner's calls and the visitor's checks.

let ctx: TestContext;
let owner: PanelApi;
let panelId: string;
/** Holds 'view' on the dashboard: sees it, does not share it. */
let viewer: ReturnType<typeof client>;
/** Another tenant's organisation administrator. */
let stranger: ReturnType<typeof client>;

const current = async (id = panelId) =>
  dataOf<LinkInfo>(await owner.post(`/api/link/currentGenerate/${id}`));
const validate = async (link: string, token?: string) =>
  dataOf<LinkValidation>(await visit(ctx.app, '/api/link/validate', { link }, { token }));
const events = async (linkId: string) =>
  (
    await ctx.services.db
      .selectFrom('panel_link_events')
      .select(['kind', 'user_id', 'client'])
      .where('link_id', '=', linkId)
      .orderBy('id')
      .execute()
  ).map((row) => row.kind);

beforeAll(async () => {
  ctx = await createTestContext();
  owner = panelClient(ctx, await login(ctx.app));
  panelId = (await createPanel(owner, 'Shared board')).id;
  const viewerId = await createUser(ctx, 'vera', 'Member#Vera2026');
  await grant(ctx.services.db, 'panel', panelId, 'user', viewerId, 1);
  viewer = client(ctx, await login(ctx.app, 'vera', 'Member#Vera2026'));
  await createUserInNewOrg(ctx, 'otto', 'Member#Otto2026', 'org_admin');
  stranger = client(ctx, await login(ctx.app, 'otto', 'Member#Otto2026'));
});
afterAll(async () => ctx.close());

describe('the owner’s link', () => {
  it('is made on first ask with 128 random bits, on, without a PIN, and stays the same', async () => {
    const made = await current();
    expect(made.id).toMatch(LINK_ID_PATTERN);
    expect(made).toMatchObject({
      resourceId: panelId,
      enablePwd: false,
      valid: true,
      overTime: null,
      failedAttempts: 0,
      allowExport: false,
    });
    expect(made.pwd).toMatch(/^\d{4}$/);
    expect(await current()).toEqual(made);
    expect(await events(made.id)).toEqual(['made']);
  });

  it('is refused to a viewer (403) and to another tenant (404), and nothing is made', async () => {
    const other = (await createPanel(owner, 'Unshared board')).id;
    expectError(await viewer.post(`/api/link/currentGenerate/${panelId}`), 403, 'FORBIDDEN');
    expectError(
      await viewer.post('/api/link/switchLink', { resourceId: panelId, valid: false }),
      403,
      'FORBIDDEN',
    );
    expectError(await stranger.post(`/api/link/currentGenerate/${other}`), 404, 'NOT_FOUND');
    const rows = await ctx.services.db
      .selectFrom('panel_links')
      .select('id')
      .where('resource_id', '=', other)
      .execute();
    expect(rows).toEqual([]);
    expect((await validate((await current()).id)).valid).toBe(true);
  });

  it('refuses a PIN that is not 4 digits, and bodies it does not know', async () => {
    for (const pwd of ['123', '12345', '12a4', '١٢٣٤'])
      expectError(
        await owner.post('/api/link/resetPwd', { resourceId: panelId, pwd }),
        400,
        'VALIDATION_FAILED',
      );
    expectError(
      await owner.post('/api/link/switchLink', { resourceId: panelId, valid: 'yes' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await owner.post('/api/link/enablePwd', { resourceId: panelId, enablePwd: true, x: 1 }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await current()).enablePwd).toBe(false);
  });
});

describe('a visitor', () => {
  it('is told about the link: no PIN needed, on, not expired; an unknown link is not found', async () => {
    const { id } = await current();
    expect(await validate(id)).toEqual({
      resourceId: panelId,
      enablePwd: false,
      passPwd: true,
      expired: false,
      valid: true,
      allowExport: false,
    });
    expectError(
      await visit(ctx.app, '/api/link/validate', { link: 'A'.repeat(22) }),
      404,
      'NOT_FOUND',
    );
  });

  it('behind a PIN: a wrong one says so (SPEC §8), the right one answers a bound token', async () => {
    const { id } = await current();
    await owner.post('/api/link/enablePwd', { resourceId: panelId, enablePwd: true });
    const { pwd } = dataOf<{ pwd: string }>(
      await owner.post('/api/link/resetPwd', { resourceId: panelId, pwd: '4821' }),
    );
    expect(pwd).toBe('4821');
    expect((await validate(id)).passPwd).toBe(false);
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const)
      expectLocalisedError(
        await visit(
          ctx.app,
          '/api/link/validatePwd',
          { link: id, password: '0000' },
          {
            language,
            ip: '203.0.113.1',
          },
        ),
        400,
        'LINK_PWD_WRONG',
        language,
      );
    const right = await visit(ctx.app, '/api/link/validatePwd', { link: id, password: '4821' });
    expect(dataOf<LinkValidation>(right).passPwd).toBe(true);
    const token = right.headers[HEADERS.linkToken.toLowerCase()] as string;
    expect(token).toBeTruthy();
    expect((await validate(id, token)).passPwd).toBe(true);
    // Not for another link, nor once tampered with.
    const otherPanel = (await createPanel(owner, 'Second board')).id;
    const other = await current(otherPanel);
    await owner.post('/api/link/enablePwd', { resourceId: otherPanel, enablePwd: true });
    expect((await validate(other.id, token)).passPwd).toBe(false);
    expect((await validate(id, `${token.slice(0, -2)}xx`)).passPwd).toBe(false);
    // The owner sees the failed attempts.
    expect((await current()).failedAttempts).toBe(3);

    // A new PIN ends the tokens issued under the old one.
    await owner.post('/api/link/resetPwd', { resourceId: panelId });
    expect((await validate(id, token)).passPwd).toBe(false);
    expect((await current()).failedAttempts).toBe(0);
  });

  it('meets a switched-off or expired link as such, and cannot pass its PIN', async () => {
    const { id, pwd } = await current();
    await owner.post('/api/link/switchLink', { resourceId: panelId, valid: false });
    expect(await validate(id)).toMatchObject({ valid: false, expired: false });
    expectError(
      await visit(ctx.app, '/api/link/validatePwd', { link: id, password: pwd }),
      404,
      'NOT_FOUND',
    );
    await owner.post('/api/link/switchLink', { resourceId: panelId, valid: true });
    await owner.post('/api/link/overTime', { resourceId: panelId, overTime: Date.now() - 1_000 });
    expect(await validate(id)).toMatchObject({ valid: true, expired: true });
    expectError(
      await visit(ctx.app, '/api/link/validatePwd', { link: id, password: pwd }),
      404,
      'NOT_FOUND',
    );
    await owner.post('/api/link/overTime', { resourceId: panelId, overTime: null });
    expect((await validate(id)).expired).toBe(false);
  });
});

describe('the PIN lockout (SECURITY A7, A9)', () => {
  it(`locks a link for one address after ${LINK_PIN_MAX_FAILURES} wrong PINs, across a restart`, async () => {
    const board = (await createPanel(owner, 'Guessed board')).id;
    const { id } = dataOf<LinkInfo>(await owner.post(`/api/link/currentGenerate/${board}`));
    await owner.post('/api/link/enablePwd', { resourceId: board, enablePwd: true });
    const { pwd } = dataOf<{ pwd: string }>(
      await owner.post('/api/link/resetPwd', { resourceId: board, pwd: '7305' }),
    );
    const guess = (app: TesseraApp, password: string, ip = '192.0.2.10') =>
      visit(app, '/api/link/validatePwd', { link: id, password }, { ip });
    for (let i = 0; i < LINK_PIN_MAX_FAILURES; i++)
      expectError(await guess(ctx.app, String(1000 + i)), 400, 'LINK_PWD_WRONG');
    // The sixth is refused, even the right PIN, with the lock's length.
    expectLocalisedError(await guess(ctx.app, pwd), 429, 'LINK_LOCKED', 'en', { minutes: 15 });
    // Another address is not locked out by this one's guesses.
    expect((await guess(ctx.app, pwd, '192.0.2.99')).statusCode).toBe(200);

    // A restarted server reads the same counters.
    const restarted = await buildApp(ctx.config, ctx.services, { logger: false });
    try {
      await restarted.ready();
      expectError(await guess(restarted, pwd), 429, 'LINK_LOCKED');
    } finally {
      await restarted.close();
    }
    expect((await events(id)).filter((kind) => kind === 'locked')).toHaveLength(2);
    expect(await events(id)).toEqual([
      'made',
      'pwd_on',
      'pwd_reset',
      ...Array.from({ length: LINK_PIN_MAX_FAILURES }, () => 'pwd_failed'),
      'locked',
      'locked',
    ]);
  });

  it('records who changed the link and from where', async () => {
    const { id } = await current();
    const rows = await ctx.services.db
      .selectFrom('panel_link_events')
      .select(['kind', 'user_id', 'client'])
      .where('link_id', '=', id)
      .where('kind', '=', 'switched_off')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user_id).toBeGreaterThan(0);
    expect(rows[0]?.client).toBeTruthy();
  });
});

describe('a deleted dashboard', () => {
  it('takes its link with it', async () => {
    const board = (await createPanel(owner, 'Short-lived board')).id;
    const { id } = dataOf<LinkInfo>(await owner.post(`/api/link/currentGenerate/${board}`));
    dataOf(await owner.post(`/panel/group/deleteCircle/${board}`));
    expectError(await visit(ctx.app, '/api/link/validate', { link: id }), 404, 'NOT_FOUND');
  });
});

describe('a visitor’s dashboard (SPEC §6 the alternate chart-data call, SECURITY B5)', () => {
  let olga: PanelApi;
  let board: string;
  let placed: string;
  let notPlaced: string;
  let token: string;

  const asVisitor = (url: string, payload: unknown = {}, withToken = token) =>
    visit(ctx.app, url, payload, { token: withToken });
  const provincesOf = (response: LightMyRequestResponse) =>
    dataOf<{ data: { x: string[] } }>(response).data.x;

  beforeAll(async () => {
    // The link's creator: a member of the tenant's top with a row rule of her own.
    ({ olga, placed, notPlaced, board, token } = await ruledCreatorWithLink(
      ctx,
      owner,
      'Olga’s board',
    ));
  });

  it('opens the link’s dashboard and its charts, under the creator’s row rules', async () => {
    const detail = dataOf<{ name: string }>(await asVisitor(`/api/link/viewDetail/${board}`));
    expect(detail.name).toBe('Olga’s board');
    expect(provincesOf(await asVisitor(`/api/link/chart/getData/${placed}`))).toEqual(['浙江省']);
    // The owner sees every province on the same chart.
    expect(
      provincesOf(await owner.post(`/chart/view/getData/${placed}`, {})).length,
    ).toBeGreaterThan(1);
  });

  it('reaches nothing else: other dashboards and charts are not found, other routes refused', async () => {
    expectError(await asVisitor(`/api/link/viewDetail/${panelId}`), 404, 'NOT_FOUND');
    expectError(await asVisitor(`/api/link/chart/getData/${notPlaced}`), 404, 'NOT_FOUND');
    expectError(await asVisitor('/api/link/chart/getData/nope'), 404, 'NOT_FOUND');
    expectError(await asVisitor(`/chart/view/getData/${placed}`), 401, 'AUTH_REQUIRED');
    expectError(await asVisitor('/panel/group/tree'), 401, 'AUTH_REQUIRED');
    // A token of another link does not open this dashboard.
    const other = dataOf<LinkInfo>(await owner.post(`/api/link/currentGenerate/${panelId}`));
    await owner.post('/api/link/switchLink', { resourceId: panelId, valid: true });
    await owner.post('/api/link/enablePwd', { resourceId: panelId, enablePwd: false });
    const otherToken = (
      await visit(ctx.app, '/api/link/validatePwd', { link: other.id, password: '' })
    ).headers[HEADERS.linkToken.toLowerCase()] as string;
    expectError(await asVisitor(`/api/link/viewDetail/${board}`, {}, otherToken), 404, 'NOT_FOUND');
    // A forged or missing token opens nothing.
    expectError(
      await asVisitor(`/api/link/viewDetail/${board}`, {}, `${token}x`),
      401,
      'AUTH_TOKEN_INVALID',
    );
    expectError(await visit(ctx.app, `/api/link/viewDetail/${board}`, {}), 401, 'AUTH_REQUIRED');
  });

  it('closes at once when the link is switched off, and when its PIN changes', async () => {
    await olga.post('/api/link/switchLink', { resourceId: board, valid: false });
    expectError(await asVisitor(`/api/link/viewDetail/${board}`), 401, 'AUTH_TOKEN_INVALID');
    await olga.post('/api/link/switchLink', { resourceId: board, valid: true });
    expect((await asVisitor(`/api/link/viewDetail/${board}`)).statusCode).toBe(200);
    await olga.post('/api/link/resetPwd', { resourceId: board });
    expectError(await asVisitor(`/api/link/viewDetail/${board}`), 401, 'AUTH_TOKEN_INVALID');
  });
});
