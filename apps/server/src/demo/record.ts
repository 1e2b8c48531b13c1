import type { Kysely } from 'kysely';
import { DEMO_CHART_TITLES } from './chart-titles.js';
import { DEMO_FIELD_NAMES } from '../dataset/demo.js';
import type { Database } from '../db/schema.js';
import { DEMO_ANALYSIS_NAMES, DEMO_WIDGET_LABELS } from '../panel/demo-analysis.js';
import { DEMO_PANEL_NAMES } from '../panel/demo.js';
import { forgetDemoNames } from './names.js';
import {
  byKey,
  DEMO_DATASET_NAMES,
  DEMO_FOLDER_NAMES,
  DEMO_WAREHOUSE_NAMES,
  namesMatching,
  type DemoNames,
} from './texts.js';

export type DemoKind =
  | 'datasource'
  | 'dataset_group'
  | 'dataset'
  | 'field'
  | 'chart_group'
  | 'chart'
  | 'panel_group'
  | 'panel'
  | 'component';

interface Found {
  kind: DemoKind;
  id: string;
  stored: string;
  names: DemoNames | undefined;
}

const CHART_TITLES = byKey(DEMO_CHART_TITLES);
const FIELD_NAMES = byKey(DEMO_FIELD_NAMES);
const WIDGET_LABELS = byKey(DEMO_WIDGET_LABELS);
const PANEL_NAMES = [DEMO_PANEL_NAMES, DEMO_ANALYSIS_NAMES];

async function marker(db: Kysely<Database>, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('system_params')
    .select('param_value')
    .where('param_key', '=', key)
    .executeTakeFirst();
  return row?.param_value ?? null;
}

interface LooseComponent {
  id?: string;
  component?: string;
  label?: string;
  options?: { attrs?: { label?: string } };
}

/** The titled components of a demo dashboard's document: the title text, charts, widgets. */
function componentsOf(panelId: string, panelData: string): Found[] {
  let list: LooseComponent[];
  try {
    list = JSON.parse(panelData) as LooseComponent[];
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const chartAndTitles = [...PANEL_NAMES, ...CHART_TITLES.values()];
  return list.flatMap((c): Found[] => {
    if (typeof c.id !== 'string') return [];
    const id = `${panelId}:${c.id}`;
    if (c.component === 'filter') {
      const label = c.options?.attrs?.label;
      if (!label) return [];
      return [
        {
          kind: 'component',
          id,
          stored: label,
          names: namesMatching(label, WIDGET_LABELS.values()),
        },
      ];
    }
    if (!c.label) return [];
    return [
      { kind: 'component', id, stored: c.label, names: namesMatching(c.label, chartAndTitles) },
    ];
  });
}

/** Every demo object still under one of its demo names (a renamed one is left out). */
async function findDemoObjects(db: Kysely<Database>): Promise<Found[]> {
  const found: Found[] = [];
  const warehouses = await db
    .selectFrom('datasources')
    .select(['id', 'name'])
    .where('builtin', '=', 1)
    .execute();
  for (const w of warehouses)
    found.push({
      kind: 'datasource',
      id: w.id,
      stored: w.name,
      names: namesMatching(w.name, [DEMO_WAREHOUSE_NAMES]),
    });

  const datasetId = await marker(db, 'dataset.demo.created');
  const dataset =
    datasetId &&
    (await db
      .selectFrom('datasets')
      .select(['id', 'name', 'group_id'])
      .where('id', '=', datasetId)
      .executeTakeFirst());
  if (dataset) {
    found.push({
      kind: 'dataset',
      id: dataset.id,
      stored: dataset.name,
      names: namesMatching(dataset.name, [DEMO_DATASET_NAMES]),
    });
    const folder = await db
      .selectFrom('dataset_groups')
      .select(['id', 'name'])
      .where('id', '=', dataset.group_id)
      .executeTakeFirst();
    if (folder)
      found.push({
        kind: 'dataset_group',
        id: folder.id,
        stored: folder.name,
        names: namesMatching(folder.name, [DEMO_FOLDER_NAMES]),
      });
    const fields = await db
      .selectFrom('dataset_fields')
      .select(['id', 'name', 'origin_name'])
      .where('dataset_id', '=', dataset.id)
      .execute();
    for (const field of fields) {
      const names = FIELD_NAMES.get(field.origin_name as never);
      found.push({
        kind: 'field',
        id: field.id,
        stored: field.name,
        names: names && namesMatching(field.name, [names]),
      });
    }
  }

  const chartFolderId = await marker(db, 'chart.demo.created');
  if (chartFolderId) {
    const folder = await db
      .selectFrom('chart_groups')
      .select(['id', 'name'])
      .where('id', '=', chartFolderId)
      .executeTakeFirst();
    if (folder)
      found.push({
        kind: 'chart_group',
        id: folder.id,
        stored: folder.name,
        names: namesMatching(folder.name, [DEMO_FOLDER_NAMES]),
      });
    const charts = await db
      .selectFrom('charts')
      .select(['id', 'title'])
      .where('group_id', '=', chartFolderId)
      .execute();
    for (const chart of charts)
      found.push({
        kind: 'chart',
        id: chart.id,
        stored: chart.title,
        names: namesMatching(chart.title, CHART_TITLES.values()),
      });
  }

  const overviewId = await marker(db, 'panel.demo.created');
  const overview =
    overviewId &&
    (await db
      .selectFrom('panels')
      .select(['group_id'])
      .where('id', '=', overviewId)
      .executeTakeFirst());
  if (overview) {
    const folder = await db
      .selectFrom('panel_groups')
      .select(['id', 'name'])
      .where('id', '=', overview.group_id)
      .executeTakeFirst();
    if (folder)
      found.push({
        kind: 'panel_group',
        id: folder.id,
        stored: folder.name,
        names: namesMatching(folder.name, [DEMO_FOLDER_NAMES]),
      });
    // The overview and the analysis dashboard beside it (a dashboard moved away is left out).
    const panels = await db
      .selectFrom('panels')
      .select(['id', 'name', 'panel_data'])
      .where('group_id', '=', overview.group_id)
      .execute();
    for (const panel of panels) {
      const names = namesMatching(panel.name, PANEL_NAMES);
      if (!names && panel.id !== overviewId) continue;
      found.push({ kind: 'panel', id: panel.id, stored: panel.name, names });
      found.push(...componentsOf(panel.id, panel.panel_data));
    }
  }
  return found;
}

/**
 * Records the demo objects' names in every language (issue 19): at seed time on a new install,
 * by migration 0011 on an existing one. Runs any number of times: an object already recorded
 * keeps its row (and so its first stored name), one renamed before it was recorded is skipped.
 */
export async function recordDemoObjects(db: Kysely<Database>): Promise<void> {
  const found = (await findDemoObjects(db)).filter((f) => f.names !== undefined);
  for (const { kind, id, stored, names } of found) {
    await db
      .insertInto('demo_objects')
      .values({
        kind,
        object_id: id,
        seeded_name: stored,
        name_zh_cn: names!['zh-CN'],
        name_zh_tw: names!['zh-TW'],
        name_en: names!.en,
      })
      .onConflict((oc) => oc.columns(['kind', 'object_id']).doNothing())
      .execute();
  }
  forgetDemoNames(db);
}
