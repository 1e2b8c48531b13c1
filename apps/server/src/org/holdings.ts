import type { Language } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { LocalisedText } from '../http/app-error.js';

/**
 * What an organisation or a user still holds, for the refusals that name it (ORG_NOT_EMPTY,
 * USER_OWNS_RESOURCES): a person deciding what to move first needs the names, not a count alone.
 */
export type HoldingKind =
  | 'user'
  | 'subOrganisation'
  | 'role'
  | 'datasource'
  | 'datasetFolder'
  | 'dataset'
  | 'chartFolder'
  | 'chart'
  | 'dashboardFolder'
  | 'dashboard'
  | 'theme'
  | 'picture';

export interface Holding {
  kind: HoldingKind;
  count: number;
  /** The first few names, in name order (fewer than `count` when there are more). */
  names: string[];
}

/** At most this many names per kind; the rest is "…". */
export const NAMED_AT_MOST = 5;

/**
 * The resource tables of a tenant, with the column a person knows each row by (a picture has
 * none). Every one has `org_id` (its tenant), `dept_id` (the organisation it was made in, the
 * tenant itself for one made at the top) and `create_by` (its creator).
 */
export const RESOURCE_TABLES = [
  { table: 'datasources', name: 'name', kind: 'datasource' },
  { table: 'dataset_groups', name: 'name', kind: 'datasetFolder' },
  { table: 'datasets', name: 'name', kind: 'dataset' },
  { table: 'chart_groups', name: 'name', kind: 'chartFolder' },
  { table: 'charts', name: 'title', kind: 'chart' },
  { table: 'panel_groups', name: 'name', kind: 'dashboardFolder' },
  { table: 'panels', name: 'name', kind: 'dashboard' },
  { table: 'panel_subjects', name: 'name', kind: 'theme' },
  { table: 'panel_images', name: null, kind: 'picture' },
] as const satisfies readonly { table: string; name: string | null; kind: HoldingKind }[];

/** Resources whose `column` (dept_id or create_by) equals `id`, one entry per non-empty kind. */
export async function resourceHoldings(
  db: Db,
  column: 'dept_id' | 'create_by',
  id: number,
): Promise<Holding[]> {
  const holdings: Holding[] = [];
  for (const { table, name, kind } of RESOURCE_TABLES) {
    const counted = await sql<{ n: number }>`
      select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${id}`.execute(db);
    const count = Number(counted.rows[0]?.n ?? 0);
    if (count === 0) continue;
    const names = name
      ? (
          await sql<{ name: string }>`
            select ${sql.ref(name)} as name from ${sql.table(table)}
            where ${sql.ref(column)} = ${id}
            order by ${sql.ref(name)}, id limit ${NAMED_AT_MOST}`.execute(db)
        ).rows.map((row) => row.name)
      : [];
    holdings.push({ kind, count, names });
  }
  return holdings;
}

/** A holding from rows already read (users, sub-organisations, roles). */
export function holdingOf(kind: HoldingKind, count: number, names: readonly string[]): Holding {
  return { kind, count, names: names.slice(0, NAMED_AT_MOST) };
}

/** Singular and plural per language; the words follow docs/glossary.md. */
const WORDS: Record<HoldingKind, Record<Language, readonly [string, string]>> = {
  user: { en: ['user', 'users'], 'zh-CN': ['用户', '用户'], 'zh-TW': ['使用者', '使用者'] },
  subOrganisation: {
    en: ['sub-organisation', 'sub-organisations'],
    'zh-CN': ['下级组织', '下级组织'],
    'zh-TW': ['下級組織', '下級組織'],
  },
  role: { en: ['role', 'roles'], 'zh-CN': ['角色', '角色'], 'zh-TW': ['角色', '角色'] },
  datasource: {
    en: ['data source', 'data sources'],
    'zh-CN': ['数据源', '数据源'],
    'zh-TW': ['資料來源', '資料來源'],
  },
  datasetFolder: {
    en: ['dataset folder', 'dataset folders'],
    'zh-CN': ['数据集文件夹', '数据集文件夹'],
    'zh-TW': ['資料集資料夾', '資料集資料夾'],
  },
  dataset: {
    en: ['dataset', 'datasets'],
    'zh-CN': ['数据集', '数据集'],
    'zh-TW': ['資料集', '資料集'],
  },
  chartFolder: {
    en: ['chart folder', 'chart folders'],
    'zh-CN': ['图表文件夹', '图表文件夹'],
    'zh-TW': ['圖表資料夾', '圖表資料夾'],
  },
  chart: { en: ['chart', 'charts'], 'zh-CN': ['图表', '图表'], 'zh-TW': ['圖表', '圖表'] },
  dashboardFolder: {
    en: ['dashboard folder', 'dashboard folders'],
    'zh-CN': ['仪表板文件夹', '仪表板文件夹'],
    'zh-TW': ['儀表板資料夾', '儀表板資料夾'],
  },
  dashboard: {
    en: ['dashboard', 'dashboards'],
    'zh-CN': ['仪表板', '仪表板'],
    'zh-TW': ['儀表板', '儀表板'],
  },
  theme: { en: ['theme', 'themes'], 'zh-CN': ['主题', '主题'], 'zh-TW': ['主題', '主題'] },
  picture: { en: ['picture', 'pictures'], 'zh-CN': ['图片', '图片'], 'zh-TW': ['圖片', '圖片'] },
};

function describe(holding: Holding, language: Language): string {
  const [one, many] = WORDS[holding.kind][language];
  const more = holding.count > holding.names.length;
  if (language === 'en') {
    const listed = [...holding.names, ...(more && holding.names.length ? ['…'] : [])].join(', ');
    return `${holding.count} ${holding.count === 1 ? one : many}${listed ? ` (${listed})` : ''}`;
  }
  const measure = language === 'zh-CN' ? '个' : '個';
  const listed = holding.names.join('、') + (more && holding.names.length ? '…' : '');
  return `${holding.count} ${measure}${many}${listed ? `（${listed}）` : ''}`;
}

/** The `{names}` parameter of a refusal: e.g. "2 users (ann, bob), 1 sub-organisation (Sales)". */
export function holdingsText(holdings: readonly Holding[]): LocalisedText {
  const text = (language: Language) =>
    holdings.map((holding) => describe(holding, language)).join(language === 'en' ? ', ' : '，');
  return { en: text('en'), 'zh-CN': text('zh-CN'), 'zh-TW': text('zh-TW') };
}
