// Shared parts of the dashboard tests: a caller with DELETE and multipart besides GET/POST,
// document builders, and the charts of the demo folder.
import type {
  ChartTreeNode,
  Language,
  PanelDetail,
  PanelSaved,
  PanelTreeNode,
} from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from '../helpers.js';
import { client, dataOf } from '../datasource/support.js';

export type PanelApi = ReturnType<typeof panelClient>;

/** A one-part multipart body carrying `bytes` as the file `file`, named as given. */
export function multipartBody(
  bytes: Buffer,
  fileName: string,
  contentType = 'application/octet-stream',
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----tessera-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
    'latin1',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Calls the API as one signed-in user. */
export function panelClient(ctx: TestContext, token: string) {
  const base = client(ctx, token);
  return {
    ...base,
    del: (url: string, language: Language = 'en') =>
      ctx.app.inject({
        method: 'DELETE',
        url,
        headers: { authorization: token, 'accept-language': language },
      }),
    upload: (
      bytes: Buffer,
      fileName: string,
      contentType?: string,
      language: Language = 'en',
    ): Promise<LightMyRequestResponse> => {
      const body = multipartBody(bytes, fileName, contentType);
      return ctx.app.inject({
        method: 'POST',
        url: '/panel/image/upload',
        headers: { authorization: token, 'accept-language': language, ...body.headers },
        payload: body.payload,
      });
    },
    image: (id: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'GET',
        url: `/panel/image/${id}`,
        headers: { authorization: token, ...headers },
      }),
  };
}

const box = { width: 300, height: 100, top: 10, left: 20 };

/** A text component holding one run. */
export const textComponent = (id: string, text: string, style = box): Record<string, unknown> => ({
  id,
  component: 'text',
  style,
  propValue: { paragraphs: [{ runs: [{ text }] }] },
});

/** A chart component placing the chart `viewId`. */
export const chartComponent = (id: string, viewId: string, style = box) => ({
  id,
  component: 'user-view',
  style,
  propValue: { viewId },
});

/** The save body of a document over the dashboard `id` at `version`. */
export const documentSave = (
  id: string,
  version: number,
  components: unknown[],
  name = 'Board',
  style: Record<string, unknown> = {},
) => ({
  id,
  name,
  nodeType: 'panel',
  panelStyle: JSON.stringify(style),
  panelData: JSON.stringify(components),
  version,
});

export async function createPanel(
  api: PanelApi,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<PanelSaved> {
  return dataOf<PanelSaved>(
    await api.post('/panel/group/save', { name, nodeType: 'panel', ...extra }),
  );
}

export async function createFolder(api: PanelApi, name: string, pid: string | null = null) {
  return dataOf<{ id: string }>(
    await api.post('/panel/group/save', { name, nodeType: 'folder', pid }),
  ).id;
}

export async function findOne(api: PanelApi, id: string): Promise<PanelDetail> {
  return dataOf<PanelDetail>(await api.get(`/panel/group/findOne/${id}`));
}

export async function panelTree(api: PanelApi, keyword?: string): Promise<PanelTreeNode[]> {
  return dataOf<PanelTreeNode[]>(
    await api.post('/panel/group/tree', keyword === undefined ? {} : { keyword }),
  );
}

/** Every node of a tree, depth first. */
export function flatten<N extends { children: N[] }>(nodes: readonly N[]): N[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

/** The demo charts' ids by title (the "Demo" chart folder made on first start). */
export async function demoCharts(api: PanelApi): Promise<Map<string, string>> {
  // In the language the demo was stored in, so the titles are DEMO_CHART_TITLES['zh-CN'].
  const tree = dataOf<ChartTreeNode[]>(await api.post('/chart/group/tree', {}, 'zh-CN'));
  return new Map(
    flatten(tree)
      .filter((n) => n.nodeType === 'chart')
      .map((n) => [n.name, n.id]),
  );
}

/** Rows of one table, for "nothing changed" checks. */
export async function snapshot(
  ctx: TestContext,
  table:
    | 'panels'
    | 'panel_groups'
    | 'panel_versions'
    | 'panel_charts'
    | 'panel_subjects'
    | 'panel_images',
): Promise<unknown[]> {
  return ctx.services.db.selectFrom(table).selectAll().execute();
}
