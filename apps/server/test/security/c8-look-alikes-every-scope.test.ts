// SECURITY C8 in every naming scope: beside "Demo profit", the same name written with full-width
// or modifier letters, mathematical alphanumerics, another case, a ligature, Cyrillic letters,
// or several of these together is refused — on create and on rename — with the scope's own
// code in the caller's language, and nothing is saved. Names are compared after NFKC and case
// folding, then by confusable skeleton. A look-alike stored before the rule stays editable
// under its own name.
import {
  BUILTIN_SUBJECTS,
  type ErrorCode,
  type Language,
  type DatasourceView,
} from '@tessera/contracts';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import { DEMO_TABLE } from '@tessera/engine/ingestion';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axis, demoDataset } from '../chart/support.js';
import { client, dataOf } from '../datasource/support.js';
import { warehouseOf } from '../dataset/support.js';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { expectLocalisedError } from './support.js';

const NAME = 'Demo profit';

/** NAME as someone imitating it might write it. */
const LOOK_ALIKES: [string, string][] = [
  ['a full-width D', '\uff24emo profit'],
  ['a modifier letter D', '\u1d30emo profit'],
  ['a mathematical bold D', '\u{1d403}emo profit'],
  ['upper case', 'DEMO PROFIT'],
  ['lower case', 'demo profit'],
  ['the ligature ﬁ', 'Demo pro\ufb01t'],
  ['a Cyrillic е', 'D\u0435mo profit'],
  ['full-width D, Cyrillic е and the ligature ﬁ', '\uff24\u0435mo pro\ufb01t'],
  ['a modifier D in upper case with a Cyrillic О', '\u1d30EM\u041e PROFIT'],
];
const LANGUAGES: Language[] = ['en', 'zh-CN', 'zh-TW'];

type Table =
  | 'datasources'
  | 'dataset_groups'
  | 'datasets'
  | 'chart_groups'
  | 'charts'
  | 'panel_groups'
  | 'panels'
  | 'panel_subjects';

interface Scope {
  what: string;
  code: ErrorCode;
  table: Table;
  /** Creates an object of that name in the scope. */
  create: (name: string, language?: Language) => Promise<LightMyRequestResponse>;
  /** Renames the object `id` of the scope. */
  rename: (id: string, name: string, language?: Language) => Promise<LightMyRequestResponse>;
}

const idOf = (response: LightMyRequestResponse) => dataOf<{ id: string }>(response).id;

describe('C8 look-alike names in every scope', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof client>;
  const scopes: Scope[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    api = client(ctx, await login(ctx.app));
    const warehouse = await warehouseOf(api);
    const demo = await demoDataset(api);
    const folder = async (path: string, name: string) =>
      idOf(await api.post(path, { name, nodeType: 'folder', pid: null }));
    // Each scope in a folder of its own, so the names meet nothing but each other.
    const datasetFolder = await folder('/dataset/group/save', 'C8 dataset folders');
    const datasetHome = await folder('/dataset/group/save', 'C8 datasets');
    const chartFolder = await folder('/chart/group/save', 'C8 chart folders');
    const chartHome = await folder('/chart/group/save', 'C8 charts');
    const panelFolder = await folder('/panel/group/save', 'C8 dashboard folders');
    const panelHome = await folder('/panel/group/save', 'C8 dashboards');
    const configuration = {
      host: '127.0.0.1',
      port: 5432,
      database: 'postgres',
      username: 'postgres',
      password: 'C8-Secret-Pass1',
    };
    const source = (name: string) => ({ name, type: 'postgresql', configuration });
    const chart = (title: string) => ({
      title,
      sceneId: chartHome,
      tableId: demo.id,
      type: 'text',
      yaxis: [axis(demo.field('amount'))],
    });
    const theme = (name: string) => ({ name, details: BUILTIN_SUBJECTS[0]?.details });
    scopes.push(
      {
        what: 'data sources',
        code: 'DATASOURCE_NAME_TAKEN',
        table: 'datasources',
        create: (name, language) => api.post('/datasource/add', source(name), language),
        rename: (id, name, language) =>
          api.post('/datasource/update', { id, ...source(name) }, language),
      },
      {
        what: 'dataset folders',
        code: 'DATASET_NAME_TAKEN',
        table: 'dataset_groups',
        create: (name, language) =>
          api.post('/dataset/group/save', { name, pid: datasetFolder }, language),
        rename: (id, name, language) =>
          api.post('/dataset/group/save', { id, name, pid: datasetFolder }, language),
      },
      {
        what: 'datasets',
        code: 'DATASET_NAME_TAKEN',
        table: 'datasets',
        create: (name, language) =>
          api.post(
            '/dataset/table/add',
            {
              name,
              groupId: datasetHome,
              datasourceId: warehouse.id,
              info: { kind: 'table', table: DEMO_TABLE },
            },
            language,
          ),
        rename: (id, name, language) => api.post('/dataset/table/update', { id, name }, language),
      },
      {
        what: 'chart folders',
        code: 'CHART_NAME_TAKEN',
        table: 'chart_groups',
        create: (name, language) =>
          api.post('/chart/group/save', { name, nodeType: 'folder', pid: chartFolder }, language),
        rename: (id, name, language) =>
          api.post(
            '/chart/group/save',
            { id, name, nodeType: 'folder', pid: chartFolder },
            language,
          ),
      },
      {
        what: 'charts',
        code: 'CHART_NAME_TAKEN',
        table: 'charts',
        create: (name, language) => api.post('/chart/view/save', chart(name), language),
        rename: (id, name, language) =>
          api.post('/chart/group/save', { id, name, nodeType: 'chart', pid: chartHome }, language),
      },
      {
        what: 'dashboard folders',
        code: 'PANEL_NAME_TAKEN',
        table: 'panel_groups',
        create: (name, language) =>
          api.post('/panel/group/save', { name, nodeType: 'folder', pid: panelFolder }, language),
        rename: (id, name, language) =>
          api.post(
            '/panel/group/save',
            { id, name, nodeType: 'folder', pid: panelFolder },
            language,
          ),
      },
      {
        what: 'dashboards',
        code: 'PANEL_NAME_TAKEN',
        table: 'panels',
        create: (name, language) =>
          api.post('/panel/group/save', { name, nodeType: 'panel', pid: panelHome }, language),
        rename: (id, name, language) =>
          api.post('/panel/group/save', { id, name, nodeType: 'panel', pid: panelHome }, language),
      },
      {
        what: 'themes',
        code: 'PANEL_SUBJECT_NAME_TAKEN',
        table: 'panel_subjects',
        create: (name, language) => api.post('/panel/subject/update', theme(name), language),
        rename: (id, name, language) =>
          api.post('/panel/subject/update', { id, ...theme(name) }, language),
      },
    );
  }, 60_000);
  afterAll(async () => ctx?.close());

  /** Ids and keys: a row created or renamed shows here (a data source's status may change). */
  const rows = (table: Table) =>
    ctx.services.db.selectFrom(table).select(['id', 'name_key']).orderBy('id').execute();

  it.each([
    'data sources',
    'dataset folders',
    'datasets',
    'chart folders',
    'charts',
    'dashboard folders',
    'dashboards',
    'themes',
  ])('C8: refuses every look-alike of a name among %s, on create and on rename', async (what) => {
    const scope = scopes.find((s) => s.what === what) as Scope;
    idOf(await scope.create(NAME));
    // A name that only shares letters is another name, and is the one renamed below.
    const other = idOf(await scope.create(`${NAME}s`));
    const before = await rows(scope.table);
    for (const [i, [how, name]] of LOOK_ALIKES.entries()) {
      const language = LANGUAGES[i % LANGUAGES.length] as Language;
      const created = await scope.create(name, language);
      expect(created.statusCode, `${how}: ${created.body}`).toBe(400);
      expectLocalisedError(created, 400, scope.code, language);
      const renamed = await scope.rename(other, name, language);
      expect(renamed.statusCode, `${how}: ${renamed.body}`).toBe(400);
      expectLocalisedError(renamed, 400, scope.code, language);
    }
    expect(await rows(scope.table)).toEqual(before);
  });

  it('C8: keeps a look-alike stored before the rule editable under its own name', async () => {
    // Two dashboards as a store from before NFKC folding may hold them: "Demo profit" and a
    // full-width "Ｄemo profit" in one folder, now sharing one key (migration 0008).
    const home = idOf(
      await api.post('/panel/group/save', { name: 'C8 legacy', nodeType: 'folder' }),
    );
    idOf(await api.post('/panel/group/save', { name: NAME, nodeType: 'panel', pid: home }));
    const legacy = idOf(
      await api.post('/panel/group/save', { name: 'Legacy', nodeType: 'panel', pid: home }),
    );
    const legacyName = '\uff24emo profit';
    await ctx.services.db
      .updateTable('panels')
      .set({ name: legacyName, name_key: nameSkeleton(legacyName) })
      .where('id', '=', legacy)
      .execute();
    expect(nameSkeleton(legacyName)).toBe(nameSkeleton(NAME));
    // Its document is saved under its own name, in its own folder.
    const saved = await api.post('/panel/group/save', {
      id: legacy,
      name: legacyName,
      nodeType: 'panel',
      pid: home,
      panelStyle: '{}',
      panelData: '[]',
      version: 1,
    });
    expect(dataOf<{ version: number }>(saved).version).toBe(2);
    // Renaming it to another look-alike is refused like any new name.
    expectLocalisedError(
      await api.post('/panel/group/save', {
        id: legacy,
        name: 'DEMO PROFIT',
        nodeType: 'panel',
        pid: home,
      }),
      400,
      'PANEL_NAME_TAKEN',
      'en',
    );
    // And so is moving it, name kept, into a folder where the name is taken too.
    const elsewhere = idOf(
      await api.post('/panel/group/save', { name: 'C8 legacy 2', nodeType: 'folder' }),
    );
    idOf(await api.post('/panel/group/save', { name: NAME, nodeType: 'panel', pid: elsewhere }));
    expectLocalisedError(
      await api.post(
        '/panel/group/save',
        { id: legacy, name: legacyName, nodeType: 'panel', pid: elsewhere },
        'zh-CN',
      ),
      400,
      'PANEL_NAME_TAKEN',
      'zh-CN',
    );
  });

  it('C8: the data-source name check holds under a race too: the store refuses a second key', async () => {
    const list = dataOf<DatasourceView[]>(await api.post('/datasource/list', {}));
    const first = list.find((s) => s.name === NAME) as DatasourceView;
    // Behind the API's back, as a racing request would write it.
    await expect(
      ctx.services.db
        .updateTable('datasources')
        .set({ name_key: nameSkeleton('\u1d30emo profit') })
        .where('name', '=', `${NAME}s`)
        .where('id', '!=', first.id)
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
  });
});
