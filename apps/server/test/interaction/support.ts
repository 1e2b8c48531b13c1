// Shared parts of the interaction tests (issue 10): an uploaded dataset with awkward values,
// its fields by column, dashboards holding filter widgets and charts, and the calls.
import type {
  DatasetField,
  DatasetView,
  FieldValuesRequest,
  Language,
  PanelSaved,
} from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from '../helpers.js';
import { dataOf, type client } from '../datasource/support.js';
import { multipartBody } from '../panel/support.js';

export type Api = ReturnType<typeof client>;

/**
 * Names with every character a LIKE pattern or a SQL string could trip on (SECURITY C1), two
 * spellings of "apple", a repeated row, unicode, and a number column whose text order is not
 * its numeric order (10 < 2.5 as text).
 */
export const ODD_CSV = [
  'name,alias,score',
  'apple,fruit,3',
  'Apple pie,dessert,10',
  '100% juice,drink,2.5',
  '100X juice,drink,-1',
  'under_score,fruit,3',
  'underXscore,fruit,7',
  "O'Brien,person,4",
  'back\\slash,path,5',
  '; drop table sales,attack,6',
  '数据分析,中文,8',
  'Ünïcode café,fruit,9',
  'apple,fruit,3',
].join('\n');

/** Uploads a CSV and imports it as a dataset (the warehouse holds it, queried by DuckDB). */
export async function uploadDataset(
  ctx: TestContext,
  token: string,
  name: string,
  csv: string,
): Promise<DatasetView> {
  const body = multipartBody(Buffer.from(csv, 'utf8'), `${name}.csv`, 'text/csv');
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/dataset/table/excel/upload',
    headers: { ...body.headers, authorization: token, 'accept-language': 'en' },
    payload: body.payload,
  });
  const preview = dataOf<{ uploadId: string; fields: unknown[] }>(uploaded);
  const api = {
    post: (url: string, payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      }),
  };
  return dataOf<DatasetView>(
    await api.post('/dataset/table/excel/import', {
      uploadId: preview.uploadId,
      name,
      fields: preview.fields,
    }),
  );
}

/** A dataset's field ids by column name. */
export async function fieldsOf(api: Api, datasetId: string): Promise<(column: string) => string> {
  const fields = dataOf<DatasetField[]>(await api.post(`/dataset/field/list/${datasetId}`));
  return (column) => {
    const found = fields.find((f) => f.originName === column);
    if (!found) throw new Error(`no field ${column}`);
    return found.id;
  };
}

export const values = (api: Api, request: FieldValuesRequest, language?: Language) =>
  api.post('/dataset/field/multFieldValues', request, language);

export async function valuesOf(api: Api, request: FieldValuesRequest): Promise<unknown[]> {
  return dataOf<unknown[]>(await values(api, request));
}

const box = { width: 300, height: 90, top: 10, left: 20 };

/** A text select widget on a field (SPEC §3 filter widget). */
export const selectWidget = (id: string, datasetId: string, fieldId: string) => ({
  id,
  component: 'filter',
  serviceName: 'textSelect',
  style: box,
  options: { attrs: { datasetId, fieldId }, value: [] },
});

/** A group holding components (widgets inside groups count too). */
export const group = (id: string, children: unknown[]) => ({
  id,
  component: 'group',
  style: { width: 600, height: 400, top: 0, left: 0 },
  propValue: children,
});

/** A dashboard made with the given components and canvas style, at version 1. */
export async function createBoard(
  api: Api,
  name: string,
  components: unknown[],
  style: Record<string, unknown> = {},
): Promise<PanelSaved> {
  return dataOf<PanelSaved>(
    await api.post('/panel/group/save', {
      name,
      nodeType: 'panel',
      panelStyle: JSON.stringify(style),
      panelData: JSON.stringify(components),
    }),
  );
}

/** A JSON body of about `bytes` bytes, sent raw (an oversized request, SECURITY E4). */
export function rawPost(
  ctx: TestContext,
  token: string,
  url: string,
  payload: string,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: token, 'content-type': 'application/json', 'accept-language': 'en' },
    payload,
  });
}
