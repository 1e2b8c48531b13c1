// Issue 19: the demo objects are named in zh-CN, zh-TW and en, and each reader sees their own
// language wherever a name is listed or shown — until someone renames one.
import type {
  ChartTreeNode,
  ChartViewWithData,
  DatasetField,
  DatasetTreeNode,
  DatasourceView,
  Language,
  LinkInfo,
  PanelDetail,
  PanelTreeNode,
} from '@tessera/contracts';
import { chartSaveSchema, HEADERS } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { client, dataOf } from '../datasource/support.js';
import { recordDemoObjects } from '../../src/demo/record.js';
import { forgetDemoNames } from '../../src/demo/names.js';
import { Migrator } from 'kysely';
import { migrateToLatest } from '../../src/db/migrate.js';
import { MIGRATIONS } from '../../src/db/migrations/index.js';

type Api = ReturnType<typeof client>;

const EXPECTED: Record<
  Language,
  {
    warehouse: string;
    folder: string;
    dataset: string;
    amount: string;
    map: string;
    overview: string;
    analysis: string;
    search: string;
  }
> = {
  'zh-CN': {
    warehouse: '示例数据仓库',
    folder: '示例',
    dataset: '示例销售',
    amount: '销售额',
    map: '各省销售额',
    overview: '销售概览',
    analysis: '销售精细分析',
    search: '产品搜索',
  },
  'zh-TW': {
    warehouse: '範例資料倉儲',
    folder: '範例',
    dataset: '範例銷售',
    amount: '銷售額',
    map: '各省銷售額',
    overview: '銷售概覽',
    analysis: '銷售精細分析',
    search: '產品搜尋',
  },
  en: {
    warehouse: 'Demo warehouse',
    folder: 'Demo',
    dataset: 'Demo sales',
    amount: 'Sales',
    map: 'Sales by province',
    overview: 'Sales overview',
    analysis: 'Sales trends and drill-down',
    search: 'Product search',
  },
};

const folderNamed = <N extends { name: string; nodeType: string; children: N[] }>(
  tree: N[],
  name: string,
) => tree.find((n) => n.nodeType === 'folder' && n.name === name);

/** What the chart editor sends back: the view's own fields, the title as it was shown. */
const saveBodyOf = (view: ChartViewWithData) =>
  Object.fromEntries(
    Object.keys(chartSaveSchema.shape)
      .filter((key) => key in view)
      .map((key) => [key, (view as unknown as Record<string, unknown>)[key]]),
  );

interface Loose {
  component: string;
  label: string;
  options?: { attrs: { label: string } };
  propValue?: { paragraphs?: { runs: { text: string }[] }[] };
}

describe('demo objects in the reader language', () => {
  let ctx: TestContext;
  let api: Api;

  beforeAll(async () => {
    ctx = await createTestContext();
    api = client(ctx, await login(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function read(language: Language) {
    const sources = dataOf<DatasourceView[]>(await api.post('/datasource/list', {}, language));
    const datasets = dataOf<DatasetTreeNode[]>(await api.post('/dataset/group/tree', {}, language));
    const charts = dataOf<ChartTreeNode[]>(await api.post('/chart/group/tree', {}, language));
    const panels = dataOf<PanelTreeNode[]>(await api.post('/panel/group/tree', {}, language));
    return { sources, datasets, charts, panels };
  }

  it.each(['zh-CN', 'zh-TW', 'en'] as const)(
    '%s: lists and shows every demo object in that language',
    async (language) => {
      const want = EXPECTED[language];
      const { sources, datasets, charts, panels } = await read(language);
      const warehouse = sources.find((s) => s.type === 'duckdb')!;
      expect(warehouse.name).toBe(want.warehouse);
      const one = dataOf<DatasourceView>(
        await api.post(`/datasource/get/${warehouse.id}`, {}, language),
      );
      expect(one.name).toBe(want.warehouse);

      const datasetFolder = folderNamed(datasets, want.folder)!;
      const dataset = datasetFolder.children.find((n) => n.name === want.dataset)!;
      expect(dataset).toBeDefined();
      const fields = dataOf<DatasetField[]>(
        await api.post(`/dataset/field/list/${dataset.id}`, {}, language),
      );
      expect(fields.find((f) => f.originName === 'amount')?.name).toBe(want.amount);
      const preview = dataOf<{ fields: DatasetField[] }>(
        await api.post(`/dataset/table/getPreviewData/${dataset.id}`, {}, language),
      );
      expect(preview.fields.find((f) => f.originName === 'amount')?.name).toBe(want.amount);

      const chartFolder = folderNamed(charts, want.folder)!;
      const map = chartFolder.children.find((c) => c.name === want.map)!;
      expect(map).toBeDefined();
      const view = dataOf<ChartViewWithData>(
        await api.post(`/chart/view/getData/${map.id}`, {}, language),
      );
      expect(view.title).toBe(want.map);
      expect(view.tableName).toBe(want.dataset);
      // Axis and legend names come from the fields.
      expect(view.data.fields.map((f) => f.name)).toContain(want.amount);
      expect(view.data.series[0]?.name).toBe(want.amount);
      // The chart editor's live preview names the fields the same way.
      const chartPreview = await api.post(
        '/chart/view/previewData',
        { view: saveBodyOf(view) },
        language,
      );
      expect(chartPreview.statusCode, chartPreview.body).toBe(200);
      expect(dataOf<ChartViewWithData>(chartPreview).data.series[0]?.name).toBe(want.amount);

      const panelFolder = folderNamed(panels, want.folder)!;
      expect(panelFolder.children.map((p) => p.name)).toEqual([want.overview, want.analysis]);
      const overview = dataOf<PanelDetail>(
        await api.get(`/panel/group/findOne/${panelFolder.children[0]!.id}`, language),
      );
      expect(overview.name).toBe(want.overview);
      const components = JSON.parse(overview.panelData) as Loose[];
      const title = components.find((c) => c.component === 'text')!;
      expect(title.propValue?.paragraphs?.[0]?.runs[0]?.text).toBe(want.overview);
      expect(components.map((c) => c.label)).toContain(want.map);
      const analysis = dataOf<PanelDetail>(
        await api.get(`/panel/group/findOne/${panelFolder.children[1]!.id}`, language),
      );
      const widgets = (JSON.parse(analysis.panelData) as Loose[]).filter(
        (c) => c.component === 'filter',
      );
      expect(widgets.map((w) => w.options?.attrs.label)).toContain(want.search);
    },
  );

  it.each(['zh-CN', 'zh-TW', 'en'] as const)(
    '%s: a share link visitor sees the demo dashboard and its charts in that language too',
    async (language) => {
      const want = EXPECTED[language];
      const { panels, charts } = await read('zh-CN');
      const overviewId = folderNamed(panels, EXPECTED['zh-CN'].folder)!.children[0]!.id;
      const mapId = folderNamed(charts, EXPECTED['zh-CN'].folder)!.children.find(
        (c) => c.name === EXPECTED['zh-CN'].map,
      )!.id;
      const link = dataOf<LinkInfo>(await api.post(`/api/link/currentGenerate/${overviewId}`));
      const visit = (url: string, payload: unknown, token?: string) =>
        ctx.app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            'accept-language': language,
            ...(token ? { [HEADERS.linkToken]: token } : {}),
          },
          payload: JSON.stringify(payload),
        });
      const passed = await visit('/api/link/validatePwd', { link: link.id, password: '' });
      const token = passed.headers[HEADERS.linkToken.toLowerCase()] as string;
      const panel = dataOf<PanelDetail>(
        await visit(`/api/link/viewDetail/${overviewId}`, {}, token),
      );
      expect(panel.name).toBe(want.overview);
      expect((JSON.parse(panel.panelData) as Loose[]).map((c) => c.label)).toContain(want.map);
      const view = dataOf<ChartViewWithData>(
        await visit(`/api/link/chart/getData/${mapId}`, {}, token),
      );
      expect(view.title).toBe(want.map);
      expect(view.data.series[0]?.name).toBe(want.amount);
    },
  );

  it('keeps the stored names as they were, so name uniqueness is unchanged', async () => {
    const stored = await ctx.services.db
      .selectFrom('charts')
      .select('title')
      .where('title', '=', '各省销售额')
      .execute();
    expect(stored).toHaveLength(1);
    // Recording again (every start does) changes nothing.
    const before = await ctx.services.db.selectFrom('demo_objects').selectAll().execute();
    await recordDemoObjects(ctx.services.db);
    expect(await ctx.services.db.selectFrom('demo_objects').selectAll().execute()).toEqual(before);
  });

  it('keeps the stored names when the demo is saved from an editor in another language', async () => {
    const { charts, panels } = await read('en');
    const overview = folderNamed(panels, 'Demo')!.children[0]!;
    const detail = dataOf<PanelDetail>(await api.get(`/panel/group/findOne/${overview.id}`, 'en'));
    const saved = await api.post(
      '/panel/group/save',
      {
        id: overview.id,
        nodeType: 'panel',
        name: detail.name,
        pid: overview.pid,
        version: detail.version,
        panelStyle: detail.panelStyle,
        panelData: detail.panelData,
      },
      'en',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const trend = folderNamed(charts, 'Demo')!.children.find(
      (c) => c.name === 'Monthly sales trend',
    )!;
    const view = dataOf<ChartViewWithData>(
      await api.post(`/chart/view/getOneWithPermission/${trend.id}`, {}, 'en'),
    );
    expect(view.title).toBe('Monthly sales trend');
    // What the chart editor sends back: the view's own fields, the title as it was shown.
    const body = saveBodyOf(view);
    const chartSaved = await api.post('/chart/view/save', body, 'en');
    expect(chartSaved.statusCode, chartSaved.body).toBe(200);
    // Still the demo in every language: the zh-CN reader sees the zh-CN names.
    const zh = await read('zh-CN');
    expect(folderNamed(zh.panels, '示例')!.children.map((p) => p.name)).toContain('销售概览');
    expect(folderNamed(zh.charts, '示例')!.children.map((c) => c.name)).toContain('月度销售趋势');
    const zhDetail = dataOf<PanelDetail>(
      await api.get(`/panel/group/findOne/${overview.id}`, 'zh-CN'),
    );
    expect((JSON.parse(zhDetail.panelData) as Loose[]).map((c) => c.label)).toContain('各省销售额');
  });

  it('shows a renamed demo object under its new name in every language', async () => {
    const { charts, panels } = await read('en');
    const map = folderNamed(charts, 'Demo')!.children.find((c) => c.name === 'Sales by province')!;
    await api.post('/chart/group/save', {
      id: map.id,
      nodeType: 'chart',
      name: 'Provinces',
      pid: map.pid,
    });
    const overview = folderNamed(panels, 'Demo')!.children[0]!;
    await api.post('/panel/group/save', {
      id: overview.id,
      nodeType: 'panel',
      name: 'My overview',
      pid: overview.pid,
    });
    for (const language of ['zh-CN', 'zh-TW', 'en'] as const) {
      const after = await read(language);
      const chartNames = folderNamed(after.charts, EXPECTED[language].folder)!.children.map(
        (c) => c.name,
      );
      expect(chartNames).toContain('Provinces');
      expect(chartNames).not.toContain(EXPECTED[language].map);
      const view = dataOf<ChartViewWithData>(
        await api.post(`/chart/view/getData/${map.id}`, {}, language),
      );
      expect(view.title).toBe('Provinces');
      const panelNames = folderNamed(after.panels, EXPECTED[language].folder)!.children.map(
        (p) => p.name,
      );
      expect(panelNames).toContain('My overview');
      const detail = dataOf<PanelDetail>(
        await api.get(`/panel/group/findOne/${overview.id}`, language),
      );
      expect(detail.name).toBe('My overview');
      // Other demo objects still follow the reader.
      expect(panelNames).toContain(EXPECTED[language].analysis);
    }
  });
});

describe('migration 0011 on an install made before it', () => {
  let ctx: TestContext;
  let api: Api;

  beforeAll(async () => {
    ctx = await createTestContext();
    api = client(ctx, await login(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('records the demo objects not yet renamed, and the readers see their language', async () => {
    const { db } = ctx.services;
    // The store as the code before 0011 left it, one demo chart renamed by its owner: the later
    // migrations are undone first (a store records migrations in order).
    const later = Object.keys(MIGRATIONS).filter((name) => name > '0011_demo_objects');
    const undone = await new Migrator({
      db,
      provider: { getMigrations: async () => MIGRATIONS },
    }).migrateTo('0011_demo_objects');
    if (undone.error) throw undone.error;
    await db.schema.dropTable('demo_objects').execute();
    await db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '0011_demo_objects' as never)
      .execute();
    forgetDemoNames(db);
    await db
      .updateTable('charts')
      .set({ title: 'Our trend' })
      .where('title', '=', '月度销售趋势')
      .execute();

    expect(await migrateToLatest(db)).toEqual(['0011_demo_objects', ...later]);
    const kinds = await db.selectFrom('demo_objects').select('kind').execute();
    expect(new Set(kinds.map((k) => k.kind))).toEqual(
      new Set([
        'datasource',
        'dataset_group',
        'dataset',
        'field',
        'chart_group',
        'chart',
        'panel_group',
        'panel',
        'component',
      ]),
    );
    const charts = dataOf<ChartTreeNode[]>(await api.post('/chart/group/tree', {}, 'zh-TW'));
    const names = folderNamed(charts, '範例')!.children.map((c) => c.name);
    expect(names).toContain('各省銷售額');
    expect(names).toContain('Our trend');
    expect(names).toHaveLength(20);
  });
});
