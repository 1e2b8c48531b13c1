import type { DatasetPreview, FilterNode, RowPermission } from '@tessera/contracts';
import type { z } from 'zod';
import type { rowPermissionDeleteSchema, rowPermissionSaveSchema } from '@tessera/contracts';
import { loadAccess, type UserAccess } from '../../auth/access.js';
import type { LoadedResource } from '../../auth/resources.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/app-error.js';
import { managedOrgIds } from '../../org/scope.js';
import type { DatasetPreviews } from '../preview.js';
import { listFields } from '../repository.js';
import { conditionsOf } from './rule-values.js';
import {
  contractTargetType,
  deleteRowPermission,
  listRowPermissions,
  saveRowPermission,
  storedTargetType,
} from './store.js';
import { assertTarget, targetNames } from './targets.js';

type Loaded = LoadedResource<'dataset'>;

/**
 * Row permissions of one dataset (issue 21 part 5): listed, saved and deleted by those who
 * manage the dataset (route: 'manage'), and the preview as one user sees it.
 */
export class RowPermissions {
  constructor(
    private readonly db: Db,
    private readonly previews: DatasetPreviews,
  ) {}

  async list({ row }: Loaded): Promise<RowPermission[]> {
    const rows = await listRowPermissions(this.db, row.id);
    const names = await targetNames(
      this.db,
      row.org_id,
      rows.map((r) => ({ type: r.target_type, id: r.target_id })),
    );
    return rows.map((r) => ({
      id: r.id,
      datasetId: r.dataset_id,
      targetType: contractTargetType(r.target_type),
      targetId: r.target_id,
      // A target deleted since keeps its rule until it is removed; it shows with no name.
      targetName: names.get(`${r.target_type}:${r.target_id}`) ?? '',
      filter: JSON.parse(r.filter) as FilterNode,
    }));
  }

  /** Replaces the target's rule. Nothing is written when a field or the target is refused. */
  async save(
    { row }: Loaded,
    input: z.output<typeof rowPermissionSaveSchema>,
  ): Promise<{ id: string }> {
    const fieldIds = new Set((await listFields(this.db, row.id)).map((f) => f.id));
    if (conditionsOf(input.filter).some((c) => !fieldIds.has(c.fieldId)))
      throw new AppError(400, 'ROW_PERMISSION_FIELD');
    const targetType = storedTargetType(input.targetType);
    await assertTarget(this.db, row.org_id, targetType, input.targetId);
    const id = await saveRowPermission(this.db, {
      datasetId: row.id,
      targetType,
      targetId: input.targetId,
      filter: input.filter,
    });
    return { id };
  }

  async remove({ row }: Loaded, input: z.output<typeof rowPermissionDeleteSchema>): Promise<void> {
    await deleteRowPermission(this.db, row.id, storedTargetType(input.targetType), input.targetId);
  }

  /**
   * "View as user": the preview under that user's rules, through the same door the user's own
   * preview takes. Only a user the caller administers (a system administrator: any user of the
   * tenant) can be named; any other, or a disabled one, is not found (SECURITY B1).
   */
  async previewAs(
    loaded: Loaded,
    caller: UserAccess,
    userId: number,
    signal?: AbortSignal,
  ): Promise<DatasetPreview> {
    const viewer = await loadAccess(this.db, userId, '');
    if (!viewer || viewer.orgId !== loaded.row.org_id) throw notFound();
    const managed = await managedOrgIds(this.db, caller);
    if (managed !== null && !managed.includes(viewer.deptId)) throw notFound();
    return this.previews.preview(loaded, viewer, signal);
  }
}
