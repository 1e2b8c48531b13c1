// SECURITY E2 through the HTTP routes: every answer read from a data source is capped by bytes
// as well as rows — a custom SQL preview, a dataset preview, chart data and field values — and
// says it was cut; an extract sync past its own cap fails and the last good copy serves on.
// `SELECT repeat('x', 200000000)` once answered 200 MB and grew the server by 600 MB.
import type {
  ChartViewWithData,
  DatasetField,
  DatasetPreview,
  DatasetView,
  SqlPreview,
  SyncLog,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import {
  client,
  createPostgresDatabase,
  dataOf,
  serviceAvailable,
  type ThrowawayDatabase,
} from '../datasource/support.js';
import { axis, saveChart } from '../chart/support.js';
import { addSource, type Api } from './support.js';

/** 300 rows of 20,000 characters: 6 MB, six times the cap these tests run with (1 MB). */
const WIDE_ROWS = [
  'CREATE TABLE notes (id integer PRIMARY KEY, body text)',
  'INSERT INTO notes SELECT n, repeat(chr(97 + n % 26), 20000) FROM generate_series(1, 300) AS n',
];

describe.runIf(await serviceAvailable('postgresql'))('E2: answers capped by bytes', () => {
  let ctx: TestContext;
  let pgDb: ThrowawayDatabase;
  let api: Api;
  let sourceId: string;

  beforeAll(async () => {
    pgDb = await createPostgresDatabase(WIDE_ROWS);
    ctx = await createTestContext({ TESSERA_ANSWER_MAX_MB: '1', TESSERA_EXTRACT_MAX_MB: '3' });
    api = client(ctx, await login(ctx.app));
    sourceId = (await addSource(api, pgDb, 'Notes')).id;
  });
  afterAll(async () => {
    await ctx?.close();
    await pgDb?.drop();
  });

  const sqlDataset = async (name: string, sql: string, mode: 'direct' | 'extract' = 'direct') =>
    dataOf<DatasetView>(
      await api.post('/dataset/table/add', {
        name,
        datasourceId: sourceId,
        info: { kind: 'sql', sql },
        mode,
      }),
    );

  it('cuts a custom SQL preview of one 200 MB value, without holding it', async () => {
    const before = process.memoryUsage().rss;
    const preview = dataOf<SqlPreview>(
      await api.post('/dataset/table/sqlPreview', {
        dataSourceId: sourceId,
        sql: "SELECT repeat('x', 200000000) AS big",
      }),
    );
    expect(preview.cut).toBe('bytes');
    expect(preview.data).toEqual([]);
    expect(preview.fields.map((f) => f.name)).toEqual(['big']);
    // The value was stopped on the wire: the server never held its 200 MB.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('answers the first rows within the cap of a dataset preview and of chart data, marked cut', async () => {
    const notes = await sqlDataset(
      'Wide notes',
      'SELECT id, body || id AS body FROM notes ORDER BY id',
    );
    const preview = dataOf<DatasetPreview>(
      await api.post(`/dataset/table/getPreviewData/${notes.id}`),
    );
    expect(preview.cut).toBe('bytes');
    expect(preview.data.length).toBeGreaterThan(10);
    expect(preview.data.length).toBeLessThan(60);
    expect(preview.total).toBe(300);

    const fields = dataOf<DatasetField[]>(await api.post(`/dataset/field/list/${notes.id}`));
    const field = (name: string) => fields.find((f) => f.originName === name)?.id as string;
    const chart = await saveChart(api, {
      title: 'Wide notes',
      tableId: notes.id,
      type: 'bar',
      xaxis: [axis(field('body'))],
      yaxis: [axis(field('id'), { aggregation: 'count' })],
    } as Parameters<typeof saveChart>[1]);
    const data = dataOf<ChartViewWithData>(await api.post(`/chart/view/getData/${chart.id}`, {}));
    expect(data.data.cut).toBe('bytes');
    expect(data.data.x.length).toBeGreaterThan(10);
    expect(data.data.x.length).toBeLessThan(300);
  });

  it('lists field values up to the cap and says so in the answer header', async () => {
    const notes = await sqlDataset('Note bodies', 'SELECT body || id AS body FROM notes');
    const fields = dataOf<DatasetField[]>(await api.post(`/dataset/field/list/${notes.id}`));
    const response = await api.post('/dataset/field/multFieldValues', {
      fieldIds: [fields[0]?.id],
      limit: 1000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['tessera-answer-cut']).toBe('bytes');
    const values = response.json<{ data: string[] }>().data;
    expect(values.length).toBeGreaterThan(10);
    expect(values.length).toBeLessThan(300);
  });

  it('fails an extract sync past its cap and keeps the last good copy', async () => {
    const small = await sqlDataset(
      'Grown notes',
      'SELECT id, body FROM notes WHERE id <= 10',
      'extract',
    );
    const first = await syncAndWait(small.id);
    expect(first.status).toBe('success');
    // The source grows past the extract cap (3 MB): the next sync fails, naming why.
    dataOf(
      await api.post('/dataset/table/update', {
        id: small.id,
        info: { kind: 'sql', sql: 'SELECT id, body FROM notes' },
      }),
    );
    const second = await syncAndWait(small.id);
    expect(second).toMatchObject({ status: 'failed', error: 'DATASOURCE_RESULT_TOO_LARGE' });
    const preview = dataOf<DatasetPreview>(
      await api.post(`/dataset/table/getPreviewData/${small.id}`),
    );
    expect(preview.total).toBe(10);
  });

  async function syncAndWait(datasetId: string): Promise<SyncLog> {
    await api.post(`/dataset/table/sync/${datasetId}`, { syncType: 'full' });
    for (let i = 0; i < 200; i++) {
      const logs = dataOf<SyncLog[]>(await api.post(`/dataset/sync/log/${datasetId}`));
      const last = logs[0];
      if (last && last.status !== 'running') return last;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the sync did not finish');
  }
});
