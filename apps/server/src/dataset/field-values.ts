import {
  DE_TYPE,
  PERMISSIONS,
  type FieldValues,
  type fieldValuesRequestSchema,
} from '@tessera/contracts';
import {
  createFieldCatalogue,
  isEngineError,
  MAX_DISTINCT_VALUES,
  type CellValue,
} from '@tessera/engine';
import type { z } from 'zod';
import type { Principal } from '../auth/access.js';
import { holdsPermission } from '../auth/authorize.js';
import { NO_ROW_RULES, type RowRules } from '../auth/row-rules.js';
import { NO_COLUMN_RULES, type ColumnRules } from '../auth/column-rules.js';
import { assertFieldsPermitted } from '../auth/column-check.js';
import { withExpressionErrors } from './expression-errors.js';
import { CHART_STATEMENT_TIMEOUT_MS } from '../data-call/limits.js';
import { dataError } from '../data-call/errors.js';
import { AppError, badRequest, forbidden, notFound } from '../http/app-error.js';
import type { DatasetDeps } from './deps.js';
import type { DatasetReader, OpenDataset } from './reader.js';
import type { DatasetFieldRow, DatasetRow } from './repository.js';
import { mergeValuePages, UNION_MAX_DEPTH } from './value-order.js';

type Request = z.output<typeof fieldValuesRequestSchema>;

/**
 * The fields among `fieldIds` that a filter widget of the dashboard `panelId` lists, when the
 * caller may view that dashboard — a share link's visitor, when it is the link's (none
 * otherwise). Dashboards fill it (panel/widget-refs.ts).
 */
export type WidgetFieldReach = (
  caller: Principal,
  panelId: string,
  fieldIds: readonly string[],
) => Promise<ReadonlySet<string>>;

export interface FieldValuesParts {
  rowRules?: RowRules | undefined;
  /** Field-level permission: hidden fields refused, masked ones listed masked. */
  columnRules?: ColumnRules | undefined;
  viaDashboard?: WidgetFieldReach | undefined;
}

interface FieldOfDataset {
  field: DatasetFieldRow;
  dataset: DatasetRow;
}

/**
 * `POST /dataset/field/multFieldValues`: the distinct values of one or more text or number
 * fields, searched and paged in the database (issue 10). The caller reads a field's values the
 * way chart data and previews allow ('use' on its dataset), or through a dashboard they may view
 * whose filter widget lists that field; row rules apply either way (SECURITY B3). A share
 * link's visitor reads the fields its own dashboard's widgets list, under the row and column
 * rules of the link's creator, and no other field exists for it (issue 23, SECURITY B5).
 */
export class DatasetFieldValues {
  private readonly rowRules: RowRules;
  private readonly columnRules: ColumnRules;
  private readonly viaDashboard: WidgetFieldReach;

  constructor(
    private readonly deps: DatasetDeps,
    private readonly reader: DatasetReader,
    parts: FieldValuesParts = {},
  ) {
    this.rowRules = parts.rowRules ?? NO_ROW_RULES;
    this.columnRules = parts.columnRules ?? NO_COLUMN_RULES;
    this.viaDashboard = parts.viaDashboard ?? (async () => new Set<string>());
  }

  /** The values, and whether the answer's byte cap cut them short (SECURITY E2). */
  async list(
    access: Principal,
    input: Request,
    signal?: AbortSignal,
  ): Promise<{ values: FieldValues; cut: boolean }> {
    // NUL cannot be bound as text on every database (PostgreSQL refuses it): SECURITY C1.
    if (input.keyword?.includes('\0')) throw badRequest();
    const ids = [...new Set(input.fieldIds)];
    // A link's widgets ask through its own dashboard, whichever the request names.
    const panelId = access.kind === 'link' ? access.panelId : input.panelId;
    const fields = await this.authorised(access, ids, panelId);
    // Filter widgets for dates pick from a calendar; they never list values.
    if (fields.some(({ field }) => field.de_type === DE_TYPE.time))
      throw new AppError(400, 'FIELD_VALUES_TYPE');
    const opened = new Map<string, Promise<OpenDataset>>();
    const open = (dataset: DatasetRow) => {
      let found = opened.get(dataset.id);
      if (!found) {
        found = this.reader.open(dataset);
        opened.set(dataset.id, found);
      }
      return found;
    };
    const page = { keyword: input.keyword, signal };
    if (fields.length === 1) {
      const [only] = fields as [FieldOfDataset];
      const { values, cut } = await this.read(access, only, await open(only.dataset), {
        ...page,
        limit: input.limit,
        offset: input.offset,
      });
      return { values: values.filter(isValue), cut };
    }
    // A union: the first offset + limit values of each field hold the union's first ones.
    const depth = input.offset + input.limit;
    if (depth > UNION_MAX_DEPTH) throw badRequest();
    const lists = await Promise.all(
      fields.map(async (f) => this.firstValues(access, f, await open(f.dataset), depth, page)),
    );
    return {
      values: mergeValuePages(lists.map((list) => list.values)).slice(input.offset, depth),
      cut: lists.some((list) => list.cut),
    };
  }

  /**
   * The fields, each of a dataset of the caller's organisation (else 404, SECURITY B1), that the
   * caller may list: through the dashboard's widgets, else with 'use' on the dataset.
   */
  private async authorised(
    access: Principal,
    ids: readonly string[],
    panelId: string | undefined,
  ): Promise<FieldOfDataset[]> {
    const { db, resources } = this.deps;
    const rows = await db
      .selectFrom('dataset_fields')
      .innerJoin('datasets', 'datasets.id', 'dataset_fields.dataset_id')
      .selectAll('dataset_fields')
      .where('dataset_fields.id', 'in', [...ids])
      .where('datasets.org_id', '=', access.orgId)
      .execute();
    if (rows.length < ids.length) throw notFound();
    const widgetFields = panelId ? await this.viaDashboard(access, panelId, ids) : new Set();
    if (access.kind === 'link' && ids.some((id) => !widgetFields.has(id))) throw notFound();
    const datasets = new Map<string, DatasetRow>();
    for (const field of rows) {
      if (datasets.has(field.dataset_id)) continue;
      const viaWidgets = rows
        .filter((f) => f.dataset_id === field.dataset_id)
        .every((f) => widgetFields.has(f.id));
      // Without the datasets menu the only way to a field's values is a dashboard's widget.
      if (!viaWidgets && !holdsPermission(access, PERMISSIONS.datasetRead)) throw forbidden();
      const dataset = viaWidgets
        ? await this.datasetRow(access.orgId, field.dataset_id)
        : (await resources.authorise(access, 'dataset', field.dataset_id, 'use')).row;
      datasets.set(field.dataset_id, dataset);
    }
    // In the order asked: a union is sorted anyway, a single field has one.
    const byId = new Map(rows.map((f) => [f.id, f]));
    return ids.map((id) => {
      const field = byId.get(id) as DatasetFieldRow;
      return { field, dataset: datasets.get(field.dataset_id) as DatasetRow };
    });
  }

  private async datasetRow(orgId: number, id: string): Promise<DatasetRow> {
    const row = await this.deps.db
      .selectFrom('datasets')
      .selectAll()
      .where('id', '=', id)
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  /** Up to `depth` first values of a field, read a page (the engine's most) at a time. */
  private async firstValues(
    access: Principal,
    target: FieldOfDataset,
    open: OpenDataset,
    depth: number,
    page: { keyword: string | undefined; signal: AbortSignal | undefined },
  ): Promise<{ values: (string | number)[]; cut: boolean }> {
    const values: CellValue[] = [];
    while (values.length < depth) {
      const limit = Math.min(MAX_DISTINCT_VALUES, depth - values.length);
      const next = await this.read(access, target, open, { ...page, limit, offset: values.length });
      values.push(...next.values);
      if (next.cut) return { values: values.filter(isValue), cut: true };
      if (next.values.length < limit) break;
    }
    return { values: values.filter(isValue), cut: false };
  }

  private async read(
    access: Principal,
    { field, dataset }: FieldOfDataset,
    open: OpenDataset,
    page: {
      keyword: string | undefined;
      limit: number;
      offset: number;
      signal: AbortSignal | undefined;
    },
  ): Promise<{ values: CellValue[]; cut: boolean }> {
    const rowRule = await this.rowRules.ruleFor(access, dataset);
    const columns = await this.columnRules.rulesFor(access, dataset);
    if (columns.hidden.size > 0) {
      const catalogue = withExpressionErrors(() => createFieldCatalogue(open.plan.fields));
      assertFieldsPermitted([field.id], catalogue, columns);
    }
    try {
      return await this.reader.distinctValues(
        open,
        {
          fieldId: field.id,
          limit: page.limit,
          offset: page.offset,
          ...(page.keyword !== undefined ? { keyword: page.keyword } : {}),
        },
        {
          signal: page.signal,
          rowRules: rowRule,
          timeoutMs: CHART_STATEMENT_TIMEOUT_MS,
          masks: columns.masked,
        },
      );
    } catch (error) {
      // A field the engine cannot list (an aggregated calculated field) is the caller's choice.
      if (isEngineError(error)) throw badRequest();
      if (!(error instanceof AppError))
        this.deps.log.warn({ field: field.id }, 'field values query failed');
      throw dataError(error);
    }
  }
}

/** NULL is no value to pick (a widget's empty choice is its own). */
const isValue = (value: CellValue): value is string | number => value !== null;
