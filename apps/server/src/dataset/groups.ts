import {
  GRANT_LEVELS,
  type DatasetGroupSave,
  type DatasetTreeNode,
  type Language,
} from '@tessera/contracts';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import type { AccessContext } from '../auth/access.js';
import { AppError, notFound } from '../http/app-error.js';
import type { DatasetDeps } from './deps.js';
import * as repo from './repository.js';
import { buildTree, folderAndDescendants } from './tree.js';

type GroupInput = { id?: string | undefined } & Required<Omit<DatasetGroupSave, 'id'>>;

/** The dataset tree: folders (this file) and the datasets the caller may see in them. */
export class DatasetGroups {
  constructor(private readonly deps: DatasetDeps) {}

  async tree(access: AccessContext, keyword: string | undefined, language: Language) {
    const { db, resources } = this.deps;
    const [groups, datasets] = await Promise.all([
      repo.listGroups(db, access.orgId),
      repo.listDatasets(db, access.orgId),
    ]);
    const levels = await resources.levels(
      access,
      'dataset',
      datasets.map((d) => d.id),
    );
    const visible = datasets.filter((d) => (levels.get(d.id) ?? 0) >= GRANT_LEVELS.view);
    return buildTree(
      groups.map((g) => ({ id: g.id, name: g.name, pid: repo.parentOf(g.pid) })),
      visible.map((d) => ({
        id: d.id,
        name: d.name,
        pid: repo.parentOf(d.group_id),
        kind: d.kind as NonNullable<DatasetTreeNode['kind']>,
        mode: d.mode as NonNullable<DatasetTreeNode['mode']>,
      })),
      { keyword, language },
    );
  }

  /** Creates a folder, or renames/moves a folder or a dataset (manage on it needed). */
  async save(access: AccessContext, input: GroupInput): Promise<{ id: string }> {
    const { db } = this.deps;
    const parent = repo.storedParent(input.pid);
    if (parent !== '' && !(await repo.findGroup(db, parent, access.orgId))) throw notFound();
    if (await repo.siblingNameTaken(db, access.orgId, parent, input.name, input.id))
      throw new AppError(400, 'DATASET_NAME_TAKEN');
    const now = Date.now();
    if (input.nodeType === 'dataset') {
      if (!input.id) throw new AppError(400, 'VALIDATION_FAILED');
      await this.deps.resources.authorise(access, 'dataset', input.id, 'manage');
      await db
        .updateTable('datasets')
        .set({
          name: input.name,
          name_key: nameSkeleton(input.name),
          group_id: parent,
          update_time: now,
        })
        .where('id', '=', input.id)
        .where('org_id', '=', access.orgId)
        .execute();
      return { id: input.id };
    }
    if (!input.id) {
      const id = repo.newId();
      await db
        .insertInto('dataset_groups')
        .values({
          id,
          org_id: access.orgId,
          pid: parent,
          name: input.name,
          name_key: nameSkeleton(input.name),
          create_by: access.userId,
          create_time: now,
          update_time: now,
        })
        .execute();
      return { id };
    }
    if (!(await repo.findGroup(db, input.id, access.orgId))) throw notFound();
    const groups = await repo.listGroups(db, access.orgId);
    const below = folderAndDescendants(
      groups.map((g) => ({ id: g.id, name: g.name, pid: repo.parentOf(g.pid) })),
      input.id,
    );
    if (parent !== '' && below.has(parent)) throw new AppError(400, 'DATASET_FOLDER_CYCLE');
    await db
      .updateTable('dataset_groups')
      .set({ name: input.name, name_key: nameSkeleton(input.name), pid: parent, update_time: now })
      .where('id', '=', input.id)
      .where('org_id', '=', access.orgId)
      .execute();
    return { id: input.id };
  }

  /** Deletes an empty folder; one holding folders or datasets is refused (nothing is lost). */
  async remove(access: AccessContext, id: string): Promise<void> {
    const { db } = this.deps;
    if (!(await repo.findGroup(db, id, access.orgId))) throw notFound();
    const child = await db
      .selectFrom('dataset_groups')
      .select('id')
      .where('org_id', '=', access.orgId)
      .where('pid', '=', id)
      .executeTakeFirst();
    const dataset = await db
      .selectFrom('datasets')
      .select('id')
      .where('org_id', '=', access.orgId)
      .where('group_id', '=', id)
      .executeTakeFirst();
    if (child || dataset) throw new AppError(409, 'DATASET_FOLDER_NOT_EMPTY');
    await db
      .deleteFrom('dataset_groups')
      .where('id', '=', id)
      .where('org_id', '=', access.orgId)
      .execute();
  }
}
