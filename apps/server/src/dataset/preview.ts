import {
  PREVIEW_ROW_LIMIT,
  type CellValue,
  type DatasetPreview,
  type SqlPreview,
} from '@tessera/contracts';
import { createFieldCatalogue } from '@tessera/engine';
import type { AccessContext } from '../auth/access.js';
import type { LoadedResource } from '../auth/resources.js';
import { runCustomSql } from './columns.js';
import type { DatasetDeps } from './deps.js';
import { withExpressionErrors } from './expression-errors.js';
import type { DatasetReader } from './reader.js';
import { toFieldView } from './view.js';

/** SPEC §5 previews: the first 100 rows and the total, or a custom SQL's first rows. */
export class DatasetPreviews {
  constructor(
    private readonly deps: DatasetDeps,
    private readonly reader: DatasetReader,
  ) {}

  async preview({ row }: LoadedResource<'dataset'>, signal?: AbortSignal): Promise<DatasetPreview> {
    const open = await this.reader.open(row);
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
      { signal, maxRows: PREVIEW_ROW_LIMIT },
    );
    const total = await this.reader.count(open, undefined, signal);
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
