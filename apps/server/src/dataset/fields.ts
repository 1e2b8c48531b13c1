import {
  DE_TYPE,
  GRANT_LEVELS,
  type DatasetField,
  type DatasetFieldSave,
  type DeType,
} from '@tessera/contracts';
import { analyseExpression, castAllowed, createFieldCatalogue } from '@tessera/engine';
import { AppError, notFound } from '../http/app-error.js';
import type { LoadedResource } from '../auth/resources.js';
import type { AccessContext } from '../auth/access.js';
import { forgetColumnRules } from '../auth/stored-column-rules.js';
import { NO_COLUMN_RULES, type ColumnRules } from '../auth/column-rules.js';
import type { DatasetDeps } from './deps.js';
import { expressionFailure } from './expression-errors.js';
import { dependantsOf } from './field-dependants.js';
import { directPlan } from './plan.js';
import * as repo from './repository.js';
import type { DatasetFieldRow } from './repository.js';
import { toFieldView } from './view.js';
import { loadComponents, type JoinInfo } from './join.js';
import { infoOf } from './view.js';

type Loaded = LoadedResource<'dataset'>;
type SaveInput = Omit<DatasetFieldSave, 'dateFormat' | 'hidden'> & {
  dateFormat: DatasetFieldSave['dateFormat'] | null;
  hidden: boolean;
};

/** Fields of a dataset: list, change a column's settings, add or change calculated fields. */
export class DatasetFields {
  constructor(
    private readonly deps: DatasetDeps,
    private readonly columnRules: ColumnRules = NO_COLUMN_RULES,
  ) {}

  /**
   * The fields a caller builds charts and filters from: without those hidden from them. Those
   * who manage the dataset see every field, so editing it never drops one they cannot see.
   */
  async list({ row, level }: Loaded, access: AccessContext): Promise<DatasetField[]> {
    const fields = await repo.listFields(this.deps.db, row.id);
    if (level >= GRANT_LEVELS.manage) return fields.map(toFieldView);
    const { hidden } = await this.columnRules.rulesFor(access, row);
    return fields.filter((f) => !hidden.has(f.id)).map(toFieldView);
  }

  async save({ row }: Loaded, input: SaveInput): Promise<DatasetField> {
    const { db } = this.deps;
    const fields = await repo.listFields(db, row.id);
    const existing = input.id ? fields.find((f) => f.id === input.id) : undefined;
    if (input.id && !existing) throw notFound();

    if (input.expression !== undefined || existing?.kind === 'calculated') {
      if (input.expression === undefined) throw new AppError(400, 'VALIDATION_FAILED');
      return this.saveCalculated(row, fields, existing, { ...input, expression: input.expression });
    }
    if (!existing) throw new AppError(400, 'VALIDATION_FAILED');
    const origin = existing.origin_de_type as DeType;
    if (!castAllowed(origin, input.deType)) throw new AppError(400, 'DATASET_FIELD_CAST');
    assertDependantsSeen(existing, input.deType, fields, input.confirm);
    // A text column read as time needs its format; any other type keeps none.
    const needsFormat = origin === DE_TYPE.text && input.deType === DE_TYPE.time;
    if (needsFormat && !input.dateFormat) throw new AppError(400, 'DATASET_FIELD_CAST');
    const changed: DatasetFieldRow = {
      ...existing,
      name: input.name,
      de_type: input.deType,
      date_format: needsFormat ? (input.dateFormat ?? null) : null,
      group_type: input.groupType,
      hidden: input.hidden ? 1 : 0,
    };
    await db
      .updateTable('dataset_fields')
      .set({
        name: changed.name,
        de_type: changed.de_type,
        date_format: changed.date_format,
        group_type: changed.group_type,
        hidden: changed.hidden,
      })
      .where('id', '=', existing.id)
      .execute();
    await this.touch(row.id);
    return toFieldView(changed);
  }

  /** Deletes a calculated field; the caller needs 'manage' on its dataset. */
  async removeById(access: AccessContext, fieldId: string): Promise<void> {
    const { db } = this.deps;
    const owner = await db
      .selectFrom('dataset_fields')
      .select('dataset_id')
      .where('id', '=', fieldId)
      .executeTakeFirst();
    if (!owner) throw notFound();
    const { row } = await this.deps.resources.authorise(
      access,
      'dataset',
      owner.dataset_id,
      'manage',
    );
    const fields = await repo.listFields(db, row.id);
    const field = fields.find((f) => f.id === fieldId);
    if (!field) throw notFound();
    if (field.kind !== 'calculated') throw new AppError(400, 'DATASET_KIND_MISMATCH');
    const users = fields.filter((f) => f.expression?.includes(`[${fieldId}]`));
    if (users.length > 0)
      throw new AppError(409, 'DATASET_IN_USE', undefined, {
        names: users.map((f) => f.name).join(', '),
      });
    await db.deleteFrom('dataset_fields').where('id', '=', fieldId).execute();
    await forgetColumnRules(db, { fieldIds: [fieldId] });
    await this.touch(row.id);
  }

  private async saveCalculated(
    row: repo.DatasetRow,
    fields: DatasetFieldRow[],
    existing: DatasetFieldRow | undefined,
    input: SaveInput & { expression: string },
  ): Promise<DatasetField> {
    const id = existing?.id ?? repo.newId();
    const candidate: DatasetFieldRow = {
      id,
      dataset_id: row.id,
      origin_name: '',
      name: input.name,
      de_type: input.deType,
      origin_de_type: input.deType,
      native_type: '',
      date_format: null,
      group_type: input.groupType,
      hidden: input.hidden ? 1 : 0,
      kind: 'calculated',
      expression: input.expression,
      source_dataset_id: null,
      sort: existing?.sort ?? fields.length,
    };
    const info = infoOf(row);
    const components =
      info.kind === 'join'
        ? await loadComponents(this.deps, row.org_id, info as JoinInfo)
        : undefined;
    let analysis: ReturnType<typeof analyseExpression>;
    try {
      // Naming the field itself, or a field that leads back to it, is a cycle.
      const plan = directPlan({ dataset: row, fields, components, warehouseId: '' });
      analysis = analyseExpression(input.expression, createFieldCatalogue(plan.fields), {
        fieldId: existing?.id,
      });
    } catch (error) {
      throw expressionFailure(error) ?? error;
    }
    if (existing) assertDependantsSeen(existing, analysis.deType, fields, input.confirm);
    const saved = {
      ...candidate,
      de_type: analysis.deType,
      origin_de_type: analysis.deType,
      group_type: analysis.aggregated ? 'q' : input.groupType,
    };
    if (existing) {
      await this.deps.db
        .updateTable('dataset_fields')
        .set({
          name: saved.name,
          de_type: saved.de_type,
          origin_de_type: saved.origin_de_type,
          group_type: saved.group_type,
          hidden: saved.hidden,
          expression: saved.expression,
        })
        .where('id', '=', id)
        .execute();
    } else {
      await this.deps.db.insertInto('dataset_fields').values(saved).execute();
    }
    await this.touch(row.id);
    return toFieldView(saved);
  }

  /** A field change is a new dataset version (cached results keyed on it go stale). */
  private async touch(datasetId: string): Promise<void> {
    await this.deps.db
      .updateTable('datasets')
      .set((eb) => ({ version: eb('version', '+', 1), update_time: Date.now() }))
      .where('id', '=', datasetId)
      .execute();
  }
}

/**
 * A field whose type changes under calculated fields that use it may break them (a text where
 * they divide a number): the change waits until the caller has seen them and confirms
 * (409 DATASET_FIELD_DEPENDANTS listing them in `data.dependants`).
 */
function assertDependantsSeen(
  existing: DatasetFieldRow,
  deType: DeType,
  fields: readonly DatasetFieldRow[],
  confirmed: boolean | undefined,
): void {
  if (confirmed || existing.de_type === deType) return;
  const dependants = dependantsOf(existing.id, fields);
  if (dependants.length === 0) return;
  throw new AppError(409, 'DATASET_FIELD_DEPENDANTS', undefined, {
    names: dependants.map((d) => d.name).join(', '),
  }).withData({ dependants });
}
