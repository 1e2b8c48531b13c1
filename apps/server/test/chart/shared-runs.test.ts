// Issue 8 part 7 / DESIGN §7 through the real routes and the real result cache (in memory, and
// Redis at 127.0.0.1:6379): concurrent identical getData calls — as many as one caller may have
// in progress (http/caller-shares.ts) — run one query; a refresh runs again; a dataset change is
// a new key. Queries are counted at the chart reader seam.
import type { ChartTreeNode, ChartViewWithData, DatasetField } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_CALLS_PER_CALLER } from '../../src/http/caller-shares.js';
import { body, login } from '../helpers.js';
import { countedApp, type CountedApp } from './support.js';

const firstOfType = (nodes: readonly ChartTreeNode[], type: string): ChartTreeNode | undefined => {
  for (const node of nodes) {
    if (node.nodeType === 'chart' && node.type === type) return node;
    const inside = firstOfType(node.children, type);
    if (inside) return inside;
  }
  return undefined;
};

const backends: [string, Record<string, string>][] = [
  ['in memory', {}],
  ['in Redis', { TESSERA_REDIS_URL: 'redis://127.0.0.1:6379' }],
];

describe.each(backends)('chart results cached %s', (_name, env) => {
  let ctx: CountedApp;
  let token: string;
  let chartId: string;

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
  const getData = async (request: Record<string, unknown> = {}) => {
    const response = await post(`/chart/view/getData/${chartId}`, request);
    expect(response.statusCode, response.body).toBe(200);
    return body<ChartViewWithData>(response).data;
  };

  beforeAll(async () => {
    ctx = await countedApp(env);
    token = await login(ctx.app);
    const tree = body<ChartTreeNode[]>(await post('/chart/group/tree')).data;
    chartId = (firstOfType(tree, 'bar') as ChartTreeNode).id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("answers a caller's share of concurrent identical getData calls with one query", async () => {
    const before = ctx.reads();
    const answers = await Promise.all(
      Array.from({ length: DATA_CALLS_PER_CALLER }, () => getData()),
    );
    expect(ctx.reads() - before).toBe(1);
    const first = JSON.stringify(answers[0]?.data.series);
    expect(answers.every((a) => JSON.stringify(a.data.series) === first)).toBe(true);
    expect(answers[0]?.data.x.length).toBeGreaterThan(0);
    // The next call is a stored answer, said so in the reply.
    expect((await getData()).data.cached).toBe(true);
    expect(ctx.reads() - before).toBe(1);
  });

  it('runs the query again when the refresh control bypasses the cache', async () => {
    await getData();
    const before = ctx.reads();
    const refreshed = await getData({ refresh: true });
    expect(refreshed.data.cached).toBe(false);
    expect(ctx.reads() - before).toBe(1);
  });

  it('reads afresh once the dataset it reads changes (a field renamed)', async () => {
    await getData();
    const before = ctx.reads();
    const view = await getData();
    expect(view.data.cached).toBe(true);
    const fields = body<DatasetField[]>(await post(`/dataset/field/list/${view.tableId}`)).data;
    const field = fields.find((f) => f.kind === 'column') as DatasetField;
    const saved = await post('/dataset/field/save', {
      id: field.id,
      tableId: view.tableId,
      name: `${field.name}*`,
      deType: field.deType,
      groupType: field.groupType,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await getData();
    expect(after.data.cached).toBe(false);
    expect(ctx.reads() - before).toBe(1);
  });
});
