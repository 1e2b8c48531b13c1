import type { FastifyInstance } from 'fastify';
import type { Language } from '@tessera/contracts';
import type { Db } from '../db/database.js';
import { requestLanguage } from '../http/localise.js';
import { demoNames, type DemoNameRow, type DemoNameTable } from './names.js';

/**
 * The answers that show a demo object's name outside the trees and lists (which translate in
 * their services, so searching and sorting see the reader's names too): a data source, a
 * dataset with its fields, a chart with its wells and its data's field and series names, a
 * dashboard with its components' titles (issue 19).
 */
const ROUTES: ReadonlySet<string> = new Set([
  '/datasource/get/:id',
  '/dataset/table/get/:id',
  '/dataset/field/list/:tableId',
  '/dataset/table/getPreviewData/:id',
  '/dataset/previewAs/:datasetId',
  '/chart/view/getOneWithPermission/:id',
  '/chart/view/getData/:id',
  // The chart editor's live preview: its axis and legend names.
  '/chart/view/previewData',
  '/panel/group/findOne/:id',
  // A share link's visitor sees a demo dashboard as a signed-in reader does (issue 23).
  '/api/link/viewDetail/:id',
  '/api/link/chart/getData/:id',
  '/api/link/resourceDetail/:resourceId',
]);

/** The answers that are a dashboard's document, whose components' titles are translated too. */
const DOCUMENTS: ReadonlySet<string> = new Set([
  '/panel/group/findOne/:id',
  '/api/link/viewDetail/:id',
]);

/** Lists of rows or values, never named objects: not walked (chart data can be large). */
const VALUES = new Set(['tableRow', 'x', 'data', 'dimensionValues', 'panelStyle']);
/** Where an answer names an object: its id key, and the keys holding that object's name. */
const NAMED_BY: readonly [string, readonly string[]][] = [
  ['id', ['name', 'title', 'label']],
  ['fieldId', ['name', 'title', 'label']],
  ['tableId', ['tableName']],
];

/** Every recorded object by id (ids are random, so one id names one object of one kind). */
function byId(table: DemoNameTable): Map<string, DemoNameRow> {
  const all = new Map<string, DemoNameRow>();
  for (const [kind, rows] of table)
    if (kind !== 'component') for (const [id, row] of rows) all.set(id, row);
  return all;
}

/** A copy of `value` with each recorded object's unchanged name, title or label translated. */
function translated(value: unknown, rows: Map<string, DemoNameRow>, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => translated(item, rows, language));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = VALUES.has(key) && Array.isArray(inner) ? inner : translated(inner, rows, language);
  }
  for (const [idKey, nameKeys] of NAMED_BY) {
    const id = out[idKey];
    const row = typeof id === 'string' ? rows.get(id) : undefined;
    if (!row) continue;
    for (const nameKey of nameKeys) {
      if (out[nameKey] === row.seeded) out[nameKey] = row.names[language];
    }
  }
  return out;
}

interface LooseComponent {
  id?: unknown;
  label?: unknown;
  options?: { attrs?: { label?: unknown } };
  propValue?: { paragraphs?: { runs?: { text?: unknown }[] }[] };
}

/** A demo dashboard's document text with its recorded components' titles translated. */
export function translatedPanelData(
  panelId: string,
  panelData: string,
  components: ReadonlyMap<string, DemoNameRow> | undefined,
  language: Language,
): string {
  if (!components) return panelData;
  const prefix = `${panelId}:`;
  if (![...components.keys()].some((key) => key.startsWith(prefix))) return panelData;
  const list = JSON.parse(panelData) as LooseComponent[];
  const shown = list.map((component) => {
    const row =
      typeof component.id === 'string' ? components.get(prefix + component.id) : undefined;
    if (!row) return component;
    const name = (text: unknown) => (text === row.seeded ? row.names[language] : text);
    const copy: LooseComponent = { ...component, label: name(component.label) };
    if (component.options?.attrs) {
      copy.options = {
        ...component.options,
        attrs: { ...component.options.attrs, label: name(component.options.attrs.label) },
      };
    }
    // The demo title is a text component whose only run is the dashboard's name.
    const paragraphs = component.propValue?.paragraphs;
    if (paragraphs) {
      copy.propValue = {
        ...component.propValue,
        paragraphs: paragraphs.map((p) => ({
          ...p,
          runs: p.runs?.map((run) => ({ ...run, text: name(run.text) })),
        })),
      };
    }
    return copy;
  });
  return JSON.stringify(shown);
}

/** Translates the demo objects' names in the answers of `ROUTES`, in the caller's language. */
export function registerDemoNameReplies(app: FastifyInstance, db: Db): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!ROUTES.has(request.routeOptions.url ?? '')) return payload;
    if (payload === null || typeof payload !== 'object' || !('data' in payload)) return payload;
    const table = await demoNames(db);
    if (table.size === 0) return payload;
    const language = requestLanguage(request);
    let data = translated(payload.data, byId(table), language);
    if (DOCUMENTS.has(request.routeOptions.url ?? '') && data && typeof data === 'object') {
      const panel = data as { id?: unknown; panelData?: unknown };
      if (typeof panel.id === 'string' && typeof panel.panelData === 'string') {
        data = {
          ...panel,
          panelData: translatedPanelData(
            panel.id,
            panel.panelData,
            table.get('component'),
            language,
          ),
        };
      }
    }
    return { ...payload, data };
  });
}
