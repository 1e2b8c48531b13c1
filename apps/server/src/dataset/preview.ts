import {
  PREVIEW_ROW_LIMIT,
  type CellValue,
  type DatasetPreview,
  type SqlPreview,
} from '@tessera/contracts';
import { createFieldCatalogue } from '@tessera/engine';
import type { AccessContext, Principal } from '../auth/access.js';
import type { LoadedResource } from '../auth/resources.js';
import { NO_ROW_RULES, type RowRules } from '../auth/row-rules.js';
import { NO_COLUMN_RULES, type ColumnRules } from '../auth/column-rules.js';
import { runCustomSql } from './columns.js';
import type { DatasetDeps } from './deps.js';
import { withExpressionErrors } from './expression-errors.js';
import type { DatasetReader, OpenDataset } from './reader.js';
import { toFieldView } from './view.js';

/**
 * SPEC §5 previews: the first 100 rows and the total, or a custom SQL's first rows. A dataset's
 * preview is one more door to its rows: the viewer's row rules hold in it (SECURITY B3).
 */
export class DatasetPreviews {
  constructor(
    private readonly deps: DatasetDeps,
    private readonly reader: DatasetReader,
    private readonly rowRules: RowRules = NO_ROW_RULES,
    private readonly columnRules: ColumnRules = NO_COLUMN_RULES,
  ) {}

  /**
   * The preview as `viewer` sees it (the caller, or the user a manager views it as): their row
   * rules hold, fields hidden from them are left out, masked ones come masked (issue 21).
   */
  async preview(
    { row }: LoadedResource<'dataset'>,
    viewer: Principal,
    signal?: AbortSignal,
  ): Promise<DatasetPreview> {
    const rowRules = await this.rowRules.ruleFor(viewer, row);
    const columns = await this.columnRules.rulesFor(viewer, row);
    const open = withoutHidden(await this.reader.open(row), columns.hidden);
    // Detail rows: an aggregated calculated field has no per-row value (its cells stay empty).
    // A calculated field stored before the expression bounds may be past them (E7): the
    // preview shows every field, so it answers that field's mistake.
    const shown = withExpressionErrors(() => {
      const catalogue = createFieldCatalogue(open.plan.fields);
      return open.fields.filter((f) => !catalogue.field(f.id).aggregated);
    });
    const data = await this.reader.query(
      open,
      { dimensions: shown.map((f) => ({ fieldId: f.id })) },
      { signal, maxRows: PREVIEW_ROW_LIMIT, rowRules, masks: columns.masked },
    );
    const total = await this.reader.count(open, undefined, signal, rowRules);
    const position = new Map(shown.map((f, i) => [f.id, `d${i}`]));
    return {
      fields: open.fields.map(toFieldView),
      data: data.rows.map((r) =>
        open.fields.map((f) => {
          const key = position.get(f.id);
          return key === undefined ? null : (r[key] ?? null);
        }),
      ),
      total,
      ...(data.cut === 'bytes' ? { cut: 'bytes' as const } : {}),
    };
  }

  async sqlPreview(
    access: AccessContext,
    input: { dataSourceId: string; sql: string },
    signal?: AbortSignal,
  ): Promise<SqlPreview> {
    const loaded = await this.deps.resources.authorise(
      access,
      'datasource',
      input.dataSourceId,
      'use',
    );
    const result = await runCustomSql(this.deps, loaded.row, input.sql, PREVIEW_ROW_LIMIT, signal);
    return {
      fields: result.columns.map((c) => ({
        name: c.name,
        deType: c.deType,
        nativeType: c.nativeType,
      })),
      data: result.rows.map((r) => result.columns.map((c) => cell(r[c.name]))),
      ...(result.cut ? { cut: 'bytes' as const } : {}),
    };
  }
}

/** Driver values as JSON cells: exact numbers stay text, dates ISO text, bytes hex. */
function cell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string')
    return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('hex');
  return JSON.stringify(value);
}

/**
 * The dataset as its preview shows it to a caller: hidden fields, and calculated fields that
 * read one, are not listed (the plan keeps them all, so the others still compile).
 */
function withoutHidden(open: OpenDataset, hidden: ReadonlySet<string>): OpenDataset {
  if (hidden.size === 0) return open;
  const catalogue = withExpressionErrors(() => createFieldCatalogue(open.plan.fields));
  const shows = (id: string) => {
    if (hidden.has(id)) return false;
    try {
      return ![...catalogue.field(id).dependsOn].some((ref) => hidden.has(ref));
    } catch {
      return true;
    }
  };
  return { ...open, fields: open.fields.filter((f) => shows(f.id)) };
}
