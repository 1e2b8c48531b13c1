// Chart data export (issue 23 part 5, SPEC §6 the export permission, SECURITY D6, E2): the file
// opened with exceljs (and the CSV parsed) and checked cell by cell against the chart's own data
// call — titles, values, a row rule, a masked column, formula-like texts neutralised, numbers
// numeric, a table's summary row — the row cap, and who may export.
import {
  GRANT_LEVELS,
  HEADERS,
  type ChartViewWithData,
  type DatasetField,
} from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TesseraApp } from '../../src/app.js';
import { grant } from '../../src/auth/grants.js';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { client, createUserInNewOrg, dataOf } from '../datasource/support.js';
import { expectError, expectLocalisedError } from '../security/support.js';
import { attachmentName, readCsv, readXlsx, type ReadCell } from './export-support.js';
import { axis, demoDataset, saveChart, type Api } from './support.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let ctx: TestContext;
let admin: Api;
/** A member holding 'export' on the charts, under a row rule and a mask. */
let erin: Api;
/** A member holding 'use' on the charts: she sees their data, she does not export it. */
let uma: Api;
let demo: Awaited<ReturnType<typeof demoDataset>>;
/** The table chart: province, city (masked for erin), a formula-like text; two measures. */
let tableId: string;
let barId: string;

const exportOf = (api: Api, id: string, body: Record<string, unknown>, language?: 'en' | 'zh-CN') =>
  api.post(`/chart/view/export/${id}`, body, language);

/** A calculated field over the demo dataset. */
async function calculated(name: string, expression: string, number: boolean): Promise<string> {
  return dataOf<DatasetField>(
    await admin.post('/dataset/field/save', {
      tableId: demo.id,
      name,
      deType: number ? 2 : 0,
      groupType: number ? 'q' : 'd',
      expression,
    }),
  ).id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await login(ctx.app));
  demo = await demoDataset(admin);
  const erinId = await createUser(ctx, 'erin', 'Member#Erin2026');
  const umaId = await createUser(ctx, 'uma', 'Member#Uma2026');
  for (const id of [erinId, umaId])
    await grant(ctx.services.db, 'dataset', demo.id, 'user', id, GRANT_LEVELS.use);
  erin = client(ctx, await login(ctx.app, 'erin', 'Member#Erin2026'));
  uma = client(ctx, await login(ctx.app, 'uma', 'Member#Uma2026'));

  // A text a spreadsheet would run, and a number below zero that must stay a number.
  const formula = await calculated(
    'Formula text',
    `CONCAT('=', [${demo.field('province')}])`,
    false,
  );
  const below = await calculated('Below zero', `[${demo.field('amount')}] - 1000000`, true);
  tableId = (
    await saveChart(admin, {
      title: '导出/明细:表',
      tableId: demo.id,
      type: 'table',
      xaxis: [
        axis(demo.field('province'), { sort: 'asc' }),
        axis(demo.field('city'), { sort: 'asc' }),
        axis(formula, { label: '@label' }),
        axis(demo.field('channel'), { sort: 'asc' }),
      ],
      yaxis: [axis(demo.field('amount'), { label: '=Sales' }), axis(below)],
      customAttr: { size: { tablePageSize: 5 } },
    })
  ).id;
  barId = (
    await saveChart(admin, {
      title: 'Export bar',
      tableId: demo.id,
      type: 'bar',
      xaxis: [axis(demo.field('product'), { sort: 'asc' })],
      yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
      resultCount: 100,
    })
  ).id;
  for (const id of [tableId, barId]) {
    await grant(ctx.services.db, 'chart', id, 'user', erinId, GRANT_LEVELS.export);
    await grant(ctx.services.db, 'chart', id, 'user', umaId, GRANT_LEVELS.use);
  }
  // Erin sees one province, and cities by their first character only.
  dataOf(
    await admin.post('/dataset/rowPermission/save', {
      datasetId: demo.id,
      targetType: 'user',
      targetId: erinId,
      filter: {
        kind: 'condition',
        fieldId: demo.field('province'),
        operator: 'eq',
        value: '浙江省',
      },
    }),
  );
  dataOf(
    await admin.post('/dataset/columnPermission/save', {
      datasetId: demo.id,
      targetType: 'user',
      targetId: erinId,
      fieldId: demo.field('city'),
      mode: 'mask',
      keepStart: 1,
      keepEnd: 0,
    }),
  );
});
afterAll(async () => ctx?.close());

/** What erin's data call answers for the table: all its rows on one page. */
async function erinsTable(): Promise<ChartViewWithData> {
  return dataOf<ChartViewWithData>(
    await erin.post(`/chart/view/getData/${tableId}`, { page: { page: 1, pageSize: 1_000 } }),
  );
}

const neutral = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const round2 = (n: number) => Math.round(n * 100) / 100;

describe('a table exported to Excel', () => {
  let response: LightMyRequestResponse;
  let rows: ReadCell[][];
  let view: ChartViewWithData;

  beforeAll(async () => {
    response = await exportOf(erin, tableId, { format: 'xlsx' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    rows = (await readXlsx(response)).rows;
    view = await erinsTable();
  });

  it('is an attachment named after the chart, in any script', async () => {
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(attachmentName(response)).toBe('导出_明细_表.xlsx');
    expect(response.headers['content-disposition']).toContain('filename="_______.xlsx"');
    expect(response.headers[HEADERS.exportCutAt.toLowerCase()]).toBeUndefined();
    expect((await readXlsx(response)).sheetName).toBe('导出_明细_表');
  });

  it('titles the columns as the chart does, formula-like titles neutralised', () => {
    // The demo dataset's fields in the reader's language, as its data call names them.
    expect(rows[0]).toEqual(['Province', 'City', "'@label", 'Channel', "'=Sales", 'Below zero']);
    expect(view.data.fields.map((f) => f.name)).toEqual([
      'Province',
      'City',
      '@label',
      'Channel',
      '=Sales',
      'Below zero',
    ]);
  });

  it('holds every row of the table (not a page), cell by cell as the data call answers them', () => {
    const data = view.data.tableRow;
    expect(data.length).toBeGreaterThan(5);
    const body = rows.slice(1, -1);
    expect(body).toHaveLength(data.length);
    const keys = view.data.fields.map((f) => f.key);
    body.forEach((row, i) => {
      const expected = keys.map((key) => {
        const value = data[i]?.[key] ?? null;
        return typeof value === 'string' ? neutral(value) : value;
      });
      expect(row).toEqual(expected);
    });
  });

  it('applies the row rule and the mask, neutralises formula-like texts, keeps numbers numeric', () => {
    const body = rows.slice(1, -1);
    for (const [province, city, formula, _channel, sales, below] of body) {
      expect(province).toBe('浙江省');
      expect(city).toMatch(/^.\*+$/u);
      expect(formula).toBe("'=浙江省");
      expect(typeof sales).toBe('number');
      expect(typeof below).toBe('number');
      expect(below as number).toBeLessThan(0);
    }
  });

  it('ends with the summary row: the word for total, each measure summed', () => {
    const body = rows.slice(1, -1);
    const sum = (column: number) => round2(body.reduce((a, row) => a + (row[column] as number), 0));
    expect(rows.at(-1)).toEqual(['Total', null, null, null, sum(4), sum(5)]);
  });
});

describe('a table exported to CSV', () => {
  it('holds the same cells, UTF-8 with BOM, numbers unquoted', async () => {
    const response = await exportOf(erin, tableId, { format: 'csv' }, 'zh-CN');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(attachmentName(response)).toBe('导出_明细_表.csv');
    const csv = readCsv(response);
    const xlsx = (await readXlsx(await exportOf(erin, tableId, { format: 'xlsx' }, 'zh-CN'))).rows;
    expect(csv).toEqual(xlsx.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))));
    expect(csv.at(-1)?.[0]).toBe('合计');
    expect(csv[1]?.[2]).toBe("'=浙江省");
    // Numbers are written as numbers, not quoted texts.
    expect(response.rawPayload.toString('utf8')).toContain(`,${csv[1]?.[4]},${csv[1]?.[5]}\r\n`);
    expect(csv[0]?.slice(0, 2)).toEqual(['省份', '城市']);
  });

  it('applies the dashboard’s filters and drill as the data call does', async () => {
    const filter = [{ fieldId: demo.field('channel'), operator: 'eq', value: ['线上商城'] }];
    const view = dataOf<ChartViewWithData>(
      await erin.post(`/chart/view/getData/${tableId}`, {
        filter,
        page: { page: 1, pageSize: 1_000 },
      }),
    );
    const csv = readCsv(await exportOf(erin, tableId, { format: 'csv', filter }));
    expect(csv.length - 2).toBe(view.data.tableRow.length);
    expect(view.data.tableRow.length).toBeLessThan((await erinsTable()).data.tableRow.length);
  });
});

describe('a drilled chart under linkage', () => {
  it('exports the level drilled to, under the linkage, as its data call answers it', async () => {
    const { id } = await saveChart(admin, {
      title: 'Export drill',
      tableId: demo.id,
      type: 'bar',
      xaxis: [axis(demo.field('province'))],
      yaxis: [axis(demo.field('amount'))],
      drillFields: [axis(demo.field('province')), axis(demo.field('city'), { sort: 'asc' })],
    });
    const request = {
      drill: [{ dimensionList: [{ fieldId: demo.field('province'), value: '广东省' }] }],
      linkageFilters: [{ fieldId: demo.field('channel'), operator: 'eq', value: ['分销商'] }],
    };
    const view = dataOf<ChartViewWithData>(await admin.post(`/chart/view/getData/${id}`, request));
    expect(view.drill).toBe(true);
    const csv = readCsv(await exportOf(admin, id, { ...request, format: 'csv' }));
    expect(csv[0]).toEqual(['City', 'Sales']);
    expect(csv.slice(1)).toEqual(view.data.tableRow.map((row) => [String(row.d0), String(row.m0)]));
    expect(csv.length).toBeGreaterThan(2);
  });
});

describe('the row cap (SECURITY E2)', () => {
  let capped: TesseraApp;
  let token: string;
  const CAP = 4;

  beforeAll(async () => {
    capped = await buildApp(ctx.config, ctx.services, {
      logger: false,
      charts: { exportMaxRows: CAP },
    });
    await capped.ready();
    token = await login(capped, 'erin', 'Member#Erin2026');
  });
  afterAll(async () => capped?.close());

  const cappedExport = (id: string, format: 'xlsx' | 'csv', language = 'en') =>
    capped.inject({
      method: 'POST',
      url: `/chart/view/export/${id}`,
      headers: {
        authorization: token,
        'content-type': 'application/json',
        'accept-language': language,
      },
      payload: JSON.stringify({ format }),
    });

  it('stops a table at the cap, says so in a header and in the file’s last row', async () => {
    const total = (await erinsTable()).data.tableRow.length;
    expect(total).toBeGreaterThan(CAP);
    const response = await cappedExport(tableId, 'xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers[HEADERS.exportCutAt.toLowerCase()]).toBe(String(CAP));
    expect(response.headers[HEADERS.exportTotalRows.toLowerCase()]).toBe(String(total));
    const { rows } = await readXlsx(response);
    // Titles, the cap's rows, the summary of those rows, an empty row, the note.
    expect(rows).toHaveLength(1 + CAP + 1 + 2);
    expect(rows[CAP + 1]?.[0]).toBe('Total');
    expect(rows.at(-2)).toEqual([]);
    expect(rows.at(-1)).toEqual([
      `The data has ${total} rows, more than an export holds: only the first ${CAP} rows are here.`,
    ]);
  });

  it('stops a chart whose own row limit is past the cap, in CSV too, in the reader’s language', async () => {
    const response = await cappedExport(barId, 'csv', 'zh-CN');
    expect(response.headers[HEADERS.exportCutAt.toLowerCase()]).toBe(String(CAP));
    const csv = readCsv(response);
    expect(csv).toHaveLength(1 + CAP + 2);
    expect(csv.at(-1)?.[0]).toMatch(
      new RegExp(`^数据共 \\d+ 行，超出导出上限，仅导出前 ${CAP} 行。$`),
    );
  });

  it('leaves a chart within the cap whole', async () => {
    const response = await exportOf(erin, barId, { format: 'csv' });
    expect(response.headers[HEADERS.exportCutAt.toLowerCase()]).toBeUndefined();
    const view = dataOf<ChartViewWithData>(await erin.post(`/chart/view/getData/${barId}`, {}));
    // No summary row: only tables have one.
    expect(readCsv(response)).toHaveLength(1 + view.data.tableRow.length);
  });
});

describe('who may export (SPEC §6)', () => {
  it('needs a session, the export grant, and the caller’s own tenant', async () => {
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/chart/view/export/${tableId}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ format: 'xlsx' }),
      }),
      401,
      'AUTH_REQUIRED',
    );
    // 'use' reads the chart's data, it does not take it away.
    expect((await uma.post(`/chart/view/getData/${tableId}`, {})).statusCode).toBe(200);
    expectError(await exportOf(uma, tableId, { format: 'xlsx' }), 403, 'FORBIDDEN');
    await createUserInNewOrg(ctx, 'oscar', 'Member#Oscar2026', 'org_admin');
    const oscar = client(ctx, await login(ctx.app, 'oscar', 'Member#Oscar2026'));
    expectError(await exportOf(oscar, tableId, { format: 'xlsx' }), 404, 'NOT_FOUND');
    expectError(await exportOf(erin, 'no-such-chart', { format: 'xlsx' }), 404, 'NOT_FOUND');
  });

  it('refuses a format it does not write, and bodies it does not know, in the reader’s language', async () => {
    expectLocalisedError(
      await exportOf(erin, tableId, { format: 'pdf' }, 'zh-CN'),
      400,
      'VALIDATION_FAILED',
      'zh-CN',
    );
    expectError(
      await exportOf(erin, tableId, { format: 'csv', page: { page: 1, pageSize: 5 } }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await exportOf(erin, tableId, {}), 400, 'VALIDATION_FAILED');
  });
});
