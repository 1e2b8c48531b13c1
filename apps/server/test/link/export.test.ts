// Exports through a share link (issue 23 part 5, SECURITY B5): only when the link's owner
// allows them, only the link's own charts, under the owner's row rules, each one recorded.
import { HEADERS, type LinkInfo, type LinkValidation } from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { ruledCreatorWithLink } from './support.js';
import { dataOf } from '../datasource/support.js';
import { attachmentName, readCsv, readXlsx } from '../chart/export-support.js';
import { chartComponent, createPanel, panelClient, type PanelApi } from '../panel/support.js';
import { expectError, expectLocalisedError } from '../security/support.js';

let ctx: TestContext;
/** The link's owner: an organisation administrator under a row rule of her own. */
let olga: PanelApi;
let board: string;
let placed: string;
let notPlaced: string;
let linkId: string;
let token: string;

const visit = (url: string, payload: unknown, withToken: string | undefined = token) =>
  ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: '198.51.100.23',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(withToken ? { [HEADERS.linkToken]: withToken } : {}),
    },
    payload: JSON.stringify(payload),
  });
const exportAsVisitor = (chartId: string, format: 'xlsx' | 'csv', withToken?: string) =>
  visit(`/api/link/chart/export/${chartId}`, { format }, withToken);
const allowExport = async (allow: boolean) =>
  dataOf<LinkInfo>(
    await olga.post('/api/link/allowExport', { resourceId: board, allowExport: allow }),
  );
const exportEvents = async () =>
  (
    await ctx.services.db
      .selectFrom('panel_link_events')
      .select(['kind', 'detail', 'client', 'user_id'])
      .where('link_id', '=', linkId)
      .where('kind', 'in', ['exported', 'export_on', 'export_off'])
      .orderBy('id')
      .execute()
  ).map((row) => ({
    ...row,
    detail: row.detail === null ? null : (JSON.parse(row.detail) as unknown),
  }));

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = panelClient(ctx, await login(ctx.app));
  ({ olga, placed, notPlaced, board, linkId, token } = await ruledCreatorWithLink(
    ctx,
    owner,
    'Olga’s export board',
  ));
});
afterAll(async () => ctx?.close());

describe('a link’s exports', () => {
  it('are off until the owner allows them: 403 with the reason, nothing recorded', async () => {
    expect(
      dataOf<LinkInfo>(await olga.post(`/api/link/currentGenerate/${board}`)).allowExport,
    ).toBe(false);
    expectLocalisedError(await exportAsVisitor(placed, 'xlsx'), 403, 'LINK_EXPORT_OFF', 'en');
    expect(await exportEvents()).toEqual([]);
  });

  it('are switched by the owner only, and the visitor’s page is told', async () => {
    const viewer = panelClient(ctx, await login(ctx.app, 'olga', 'Member#Olga2026'));
    expect((await allowExport(true)).allowExport).toBe(true);
    expect(
      dataOf<LinkValidation>(await visit('/api/link/validate', { link: linkId }, undefined)),
    ).toMatchObject({ allowExport: true, valid: true });
    expectError(
      await viewer.post('/api/link/allowExport', { resourceId: board, allowExport: 'yes' }),
      400,
      'VALIDATION_FAILED',
    );
    // A visitor's token is no session: the owner's call refuses it.
    expectError(
      await visit('/api/link/allowExport', { resourceId: board, allowExport: true }),
      401,
      'AUTH_REQUIRED',
    );
  });

  it('answer the link’s chart as a file, under the owner’s row rules, and are recorded', async () => {
    const response = await exportAsVisitor(placed, 'xlsx');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(attachmentName(response)).toMatch(/\.xlsx$/);
    const { rows } = await readXlsx(response);
    expect(rows.length).toBeGreaterThan(1);
    // The demo chart: province and sales. Only the owner's province comes out.
    expect(rows.slice(1).map((row) => row[0])).toEqual(['浙江省']);
    expect(typeof rows[1]?.[1]).toBe('number');

    const csv = readCsv(await exportAsVisitor(placed, 'csv'));
    expect(csv.slice(1).map((row) => row[0])).toEqual(['浙江省']);

    expect(await exportEvents()).toEqual([
      { kind: 'export_on', detail: null, client: expect.any(String), user_id: expect.any(Number) },
      {
        kind: 'exported',
        detail: { chartId: placed, format: 'xlsx' },
        client: '198.51.100.23',
        user_id: null,
      },
      {
        kind: 'exported',
        detail: { chartId: placed, format: 'csv' },
        client: '198.51.100.23',
        user_id: null,
      },
    ]);
  });

  it('reach no other chart (404), need the token, and never the signed-in route', async () => {
    expectError(await exportAsVisitor(notPlaced, 'xlsx'), 404, 'NOT_FOUND');
    expectError(await exportAsVisitor('no-such-chart', 'xlsx'), 404, 'NOT_FOUND');
    expectError(await exportAsVisitor(placed, 'xlsx', `${token}x`), 401, 'AUTH_TOKEN_INVALID');
    expectError(
      await visit(`/chart/view/export/${placed}`, { format: 'xlsx' }),
      401,
      'AUTH_REQUIRED',
    );
    expect((await exportEvents()).filter((e) => e.kind === 'exported')).toHaveLength(2);
  });

  it('record the dashboard as a picture or PDF too (drawn in the visitor’s browser)', async () => {
    const told = await visit('/api/link/dashboardExported', {
      resourceId: board,
      format: 'pdf-page',
    });
    expect(told.statusCode, told.body).toBe(200);
    const last = (await exportEvents()).at(-1)!;
    expect(last).toMatchObject({
      kind: 'exported',
      client: '198.51.100.23',
      detail: { panelId: board, format: 'pdf-page' },
    });
    // Another dashboard is not the link's (B5); a format nobody offers is refused.
    const other = await createPanel(olga, 'Not shared', {
      panelStyle: '{}',
      panelData: JSON.stringify([chartComponent('c', notPlaced)]),
    });
    expectError(
      await visit('/api/link/dashboardExported', { resourceId: other.id, format: 'png' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await visit('/api/link/dashboardExported', { resourceId: board, format: 'gif' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await visit('/api/link/dashboardExported', { resourceId: board, format: 'png' }, 'forged'),
      401,
      'AUTH_TOKEN_INVALID',
    );
    expect((await exportEvents()).filter((e) => e.kind === 'exported')).toHaveLength(3);
  });

  it('stop as soon as the owner switches them off again', async () => {
    expect((await allowExport(false)).allowExport).toBe(false);
    expectError(await exportAsVisitor(placed, 'csv'), 403, 'LINK_EXPORT_OFF');
    expectError(
      await visit('/api/link/dashboardExported', { resourceId: board, format: 'png' }),
      403,
      'LINK_EXPORT_OFF',
    );
    expect((await exportEvents()).map((e) => e.kind)).toEqual([
      'export_on',
      'exported',
      'exported',
      'exported',
      'export_off',
    ]);
  });
});

describe('a signed-in caller on the visitors’ route', () => {
  it('is held to the export grant, as on the signed-in route', async () => {
    const admin = panelClient(ctx, await login(ctx.app));
    const response: LightMyRequestResponse = await admin.post(`/api/link/chart/export/${placed}`, {
      format: 'csv',
    });
    expect(response.statusCode).toBe(200);
    const member = await createUser(ctx, 'mona', 'Member#Mona2026');
    expect(member).toBeGreaterThan(0);
    const mona = panelClient(ctx, await login(ctx.app, 'mona', 'Member#Mona2026'));
    // The demo's organisation-wide grant is 'use': she reads the chart, she does not export it.
    expect((await mona.post(`/chart/view/getData/${placed}`, {})).statusCode).toBe(200);
    expectError(
      await mona.post(`/api/link/chart/export/${placed}`, { format: 'csv' }),
      403,
      'FORBIDDEN',
    );
  });
});
