import {
  DE_TYPE,
  type ColumnPermission,
  type ColumnPermissionSave,
  type columnPermissionDeleteSchema,
} from '@tessera/contracts';
import type { z } from 'zod';
import type { LoadedResource } from '../../auth/resources.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/app-error.js';
import { listFields, newId } from '../repository.js';
import { contractTarget, storedTarget, targetName, type StoredTarget } from './targets.js';

type Loaded = LoadedResource<'dataset'>;
type DeleteInput = z.output<typeof columnPermissionDeleteSchema>;

/**
 * The column permissions of one dataset (issue 21 part 6): listed, saved (one rule per target
 * and field, replaced) and deleted by those who manage the dataset. The rules themselves apply
 * through auth/column-rules.ts.
 */
export class ColumnPermissions {
  constructor(private readonly db: Db) {}

  async list({ row }: Loaded): Promise<ColumnPermission[]> {
    const rules = await this.db
      .selectFrom('dataset_column_permissions as p')
      .innerJoin('dataset_fields as f', 'f.id', 'p.field_id')
      .select([
        'p.id',
        'p.target_type',
        'p.target_id',
        'p.field_id',
        'p.mode',
        'p.keep_start',
        'p.keep_end',
        'f.name as field_name',
      ])
      .where('p.dataset_id', '=', row.id)
      .orderBy('f.sort')
      .orderBy('p.target_type')
      .orderBy('p.target_id')
      .execute();
    const names = new Map<string, string>();
    const listed: ColumnPermission[] = [];
    for (const rule of rules) {
      const key = `${rule.target_type}:${rule.target_id}`;
      if (!names.has(key))
        names.set(
          key,
          (await targetName(this.db, row.org_id, rule.target_type, rule.target_id)) ?? '',
        );
      listed.push({
        id: rule.id,
        datasetId: row.id,
        targetType: contractTarget(rule.target_type),
        targetId: rule.target_id,
        targetName: names.get(key) ?? '',
        fieldId: rule.field_id,
        fieldName: rule.field_name,
        mode: rule.mode,
        keepStart: rule.keep_start,
        keepEnd: rule.keep_end,
      });
    }
    return listed;
  }

  /**
   * Sets the target's rule on the field. The field must be the dataset's and the target of the
   * dataset's tenant (404 otherwise); only text fields are masked (400 COLUMN_MASK_TYPE).
   */
  async save({ row }: Loaded, input: ColumnPermissionSave): Promise<ColumnPermission> {
    const field = (await listFields(this.db, row.id)).find((f) => f.id === input.fieldId);
    if (!field) throw notFound();
    if (input.mode === 'mask' && field.de_type !== DE_TYPE.text)
      throw new AppError(400, 'COLUMN_MASK_TYPE');
    const type = storedTarget(input.targetType);
    const name = await targetName(this.db, row.org_id, type, input.targetId);
    if (name === undefined) throw notFound();
    const keepStart = input.mode === 'mask' ? (input.keepStart ?? 0) : 0;
    const keepEnd = input.mode === 'mask' ? (input.keepEnd ?? 0) : 0;
    const now = Date.now();
    const id = newId();
    await this.db
      .insertInto('dataset_column_permissions')
      .values({
        id,
        dataset_id: row.id,
        target_type: type,
        target_id: input.targetId,
        field_id: field.id,
        mode: input.mode,
        keep_start: keepStart,
        keep_end: keepEnd,
        create_time: now,
        update_time: now,
      })
      .onConflict((oc) =>
        oc.columns(['dataset_id', 'target_type', 'target_id', 'field_id']).doUpdateSet({
          mode: input.mode,
          keep_start: keepStart,
          keep_end: keepEnd,
          update_time: now,
        }),
      )
      .execute();
    const saved = await this.find(row.id, type, input.targetId, field.id);
    return {
      id: saved?.id ?? id,
      datasetId: row.id,
      targetType: input.targetType,
      targetId: input.targetId,
      targetName: name,
      fieldId: field.id,
      fieldName: field.name,
      mode: input.mode,
      keepStart,
      keepEnd,
    };
  }

  /** Removes the target's rule on the field; none there → 404. */
  async remove({ row }: Loaded, input: DeleteInput): Promise<void> {
    const result = await this.db
      .deleteFrom('dataset_column_permissions')
      .where('dataset_id', '=', row.id)
      .where('target_type', '=', storedTarget(input.targetType))
      .where('target_id', '=', input.targetId)
      .where('field_id', '=', input.fieldId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
  }

  private find(datasetId: string, type: StoredTarget, targetId: number, fieldId: string) {
    return this.db
      .selectFrom('dataset_column_permissions')
      .select('id')
      .where('dataset_id', '=', datasetId)
      .where('target_type', '=', type)
      .where('target_id', '=', targetId)
      .where('field_id', '=', fieldId)
      .executeTakeFirst();
  }
}
