// Uploads and extract syncs through the HTTP routes (issue 7 parts 2, 5): a CSV streamed in as
// multipart, previewed, imported into the warehouse, appended to and replaced; oversized files
// refused early and server-chosen names only (SECURITY D2, D4); an extract of a PostgreSQL table
// synchronised on demand and on a schedule, with its log, and the last good copy kept when a
// sync fails (SECURITY F3).
import fs from 'node:fs';
import path from 'node:path';
import type { DatasetPreview, DatasetView, SyncLog, UploadPreview } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { expectLocalisedError } from '../security/support.js';
import {
  client,
  createPostgresDatabase,
  dataOf,
  eventually,
  serviceAvailable,
  type ThrowawayDatabase,
} from '../datasource/support.js';
import { addSource, addTableDataset, type Api } from './support.js';

/** A multipart body holding one file in the field `file`. */
function multipart(fileName: string, content: string | Buffer, field = 'file') {
  const boundary = `----tessera${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const CSV = [
  'city,"sales ""net""",day,note',
  'Hangzhou,12.5,2024-01-02,=1+1',
  'Suzhou,7,2024-01-03,@SUM(A1)',
  'Ningbo,3.25,2024-02-01,plain',
].join('\n');

const pgAvailable = await serviceAvailable('postgresql');

describe('uploads and extract syncs over the HTTP API', () => {
  let ctx: TestContext;
  let api: Api;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    token = await login(ctx.app);
    api = client(ctx, token);
  });
  afterAll(async () => ctx?.close());

  const upload = (fileName: string, content: string | Buffer, field?: string) => {
    const body = multipart(fileName, content, field);
    return ctx.app.inject({
      method: 'POST',
      url: '/dataset/table/excel/upload',
      headers: { ...body.headers, authorization: token, 'accept-language': 'en' },
      payload: body.payload,
    });
  };

  let dataset: DatasetView;

  it('streams a CSV in, previews its columns with inferred types, and imports it', async () => {
    const preview = dataOf<UploadPreview>(await upload('../../etc/passwd\0.csv', CSV));
    expect(preview.uploadId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // SECURITY D4: the user's name is shown, never used as a path.
    expect(preview.fileName).not.toContain('/');
    expect(preview.fields).toEqual([
      { name: 'city', deType: 0 },
      { name: 'sales "net"', deType: 2 },
      { name: 'day', deType: 1 },
      { name: 'note', deType: 0 },
    ]);
    expect(preview.rows).toBe(3);
    const staged = fs.readdirSync(path.join(ctx.dataDir, 'uploads'));
    expect(staged.every((name) => /^[A-Za-z0-9_-]+\.(data|json)$/.test(name))).toBe(true);

    dataset = dataOf<DatasetView>(
      await api.post('/dataset/table/excel/import', {
        uploadId: preview.uploadId,
        name: 'City sales',
        fields: preview.fields,
      }),
    );
    expect(dataset).toMatchObject({ kind: 'upload', mode: 'direct', name: 'City sales' });
    const rows = dataOf<DatasetPreview>(
      await api.post(`/dataset/table/getPreviewData/${dataset.id}`),
    );
    expect(rows.total).toBe(3);
    // Types kept as inspected: a decimal number and a plain date.
    expect(rows.data[0]?.slice(0, 3)).toEqual(['Hangzhou', 12.5, '2024-01-02']);
    // Formula-like cells are kept as data (issue 7 "Bad input").
    expect(rows.data.map((r) => r[3])).toEqual(['=1+1', '@SUM(A1)', 'plain']);
    // The staged file is gone once imported.
    expect(fs.readdirSync(path.join(ctx.dataDir, 'uploads'))).toEqual([]);
  });

  it('appends a file to an upload dataset and replaces it, atomically', async () => {
    const more = dataOf<UploadPreview>(await upload('more.csv', CSV));
    await api.post('/dataset/table/excel/import', {
      uploadId: more.uploadId,
      fields: more.fields,
      target: { datasetId: dataset.id, mode: 'append' },
    });
    let rows = dataOf<DatasetPreview>(
      await api.post(`/dataset/table/getPreviewData/${dataset.id}`),
    );
    expect(rows.total).toBe(6);
    const bad = dataOf<UploadPreview>(await upload('bad.csv', 'city,n\nA,1\nB,x\n'));
    const refused = await api.post('/dataset/table/excel/import', {
      uploadId: bad.uploadId,
      fields: [
        { name: 'city', deType: 0 },
        { name: 'n', deType: 2 },
      ],
      target: { datasetId: dataset.id, mode: 'replace' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('DATASET_UPLOAD_INVALID');
    rows = dataOf<DatasetPreview>(await api.post(`/dataset/table/getPreviewData/${dataset.id}`));
    expect(rows.total).toBe(6);
  });

  it('refuses an oversized upload by its Content-Length before reading it (SECURITY D2)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/dataset/table/excel/upload',
      headers: {
        authorization: token,
        'accept-language': 'en',
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(300 * 1024 * 1024),
      },
      payload: '--x--',
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses a file that is neither CSV nor xlsx by its bytes, not its name', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;\0\0', 'binary');
    expectLocalisedError(await upload('photo.csv', gif), 400, 'DATASET_UPLOAD_TYPE', 'en');
  });

  describe.runIf(pgAvailable)('extracts of a PostgreSQL table', () => {
    let pgDb: ThrowawayDatabase;
    let extract: DatasetView;
    beforeAll(async () => {
      pgDb = await createPostgresDatabase([
        'CREATE TABLE events (id integer, kind text, at timestamp)',
        "INSERT INTO events SELECT i, 'k' || (i % 3), timestamp '2024-01-01' + i * interval '1 hour' FROM generate_series(1, 500) i",
      ]);
      const source = await addSource(api, pgDb, 'Events db');
      extract = await addTableDataset(api, source.id, 'events', 'Events', { mode: 'extract' });
    });
    afterAll(async () => pgDb?.drop());

    const logs = async () => dataOf<SyncLog[]>(await api.post(`/dataset/sync/log/${extract.id}`));

    it('synchronises on demand, logging rows, then reads the copy', async () => {
      const started = dataOf<SyncLog>(await api.post(`/dataset/table/sync/${extract.id}`, {}));
      expect(started).toMatchObject({ status: 'running', trigger: 'manual', syncType: 'full' });
      await eventually(async () => (await logs())[0]?.status === 'success');
      expect((await logs())[0]).toMatchObject({ rows: 500, error: null });
      const rows = dataOf<DatasetPreview>(
        await api.post(`/dataset/table/getPreviewData/${extract.id}`),
      );
      expect(rows.total).toBe(500);
      const view = dataOf<DatasetView>(await api.post(`/dataset/table/get/${extract.id}`));
      expect(view.lastSync).toMatchObject({ status: 'success', rows: 500 });
    });

    it('keeps the last good copy when a sync fails (SECURITY F3)', async () => {
      await pgDb.exec(['DROP TABLE events']);
      await api.post(`/dataset/table/sync/${extract.id}`, {});
      await eventually(async () => (await logs())[0]?.status === 'failed');
      const rows = dataOf<DatasetPreview>(
        await api.post(`/dataset/table/getPreviewData/${extract.id}`),
      );
      expect(rows.total).toBe(500);
      await pgDb.exec([
        'CREATE TABLE events (id integer, kind text, at timestamp)',
        "INSERT INTO events SELECT i, 'k', timestamp '2024-01-01' FROM generate_series(1, 20) i",
      ]);
    });

    it('validates schedules by SPEC §5 and runs one every second when asked', async () => {
      const refused = await api.post('/dataset/sync/schedule/save', {
        datasetId: extract.id,
        schedule: { enabled: true, cron: '0 0/75 * * * ?' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Minutes must be between 1 and 59');
      const saved = dataOf<DatasetView>(
        await api.post('/dataset/sync/schedule/save', {
          datasetId: extract.id,
          schedule: { enabled: true, cron: '*/1 * * * * ?' },
        }),
      );
      expect(saved.schedule).toMatchObject({
        enabled: true,
        cron: '*/1 * * * * ?',
        syncType: 'full',
      });
      await eventually(async () =>
        (await logs()).some((l) => l.trigger === 'schedule' && l.status === 'success'),
      );
      await api.post('/dataset/sync/schedule/save', {
        datasetId: extract.id,
        schedule: { enabled: false, cron: '*/1 * * * * ?' },
      });
      const rows = dataOf<DatasetPreview>(
        await api.post(`/dataset/table/getPreviewData/${extract.id}`),
      );
      expect(rows.total).toBe(20);
    });
  });
});
