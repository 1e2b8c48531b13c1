import { withShownNames } from '../demo/names.js';
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
import {
  insertFolder,
  removeEmptyFolder,
  renameOrMoveFolder,
  type FolderTables,
} from '../folders/store.js';
import * as repo from './repository.js';
import { buildTree } from './tree.js';

type GroupInput = { id?: string | undefined } & Required<Omit<DatasetGroupSave, 'id'>>;

const TABLES: FolderTables = { groups: 'dataset_groups', items: 'datasets' };

/** The dataset tree: folders (this file) and the datasets the caller may see in them. */
export class DatasetGroups {
  constructor(private readonly deps: DatasetDeps) {}

  async tree(access: AccessContext, keyword: string | undefined, language: Language) {
    const { db, resources } = this.deps;
    const [groups, datasets] = await Promise.all([
      // The demo folder and dataset in the reader's language (issue 19).
      repo
        .listGroups(db, access.orgId)
        .then((r) => withShownNames(db, 'dataset_group', r, 'name', language)),
      repo
        .listDatasets(db, access.orgId)
        .then((r) => withShownNames(db, 'dataset', r, 'name', language)),
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
      const { orgId, userId } = access;
      await insertFolder(db, TABLES, { id, orgId, userId, parent, name: input.name, now });
      return { id };
    }
    if (!(await repo.findGroup(db, input.id, access.orgId))) throw notFound();
    const change = { id: input.id, orgId: access.orgId, parent, name: input.name, now };
    if (!(await renameOrMoveFolder(db, TABLES, change)))
      throw new AppError(400, 'DATASET_FOLDER_CYCLE');
    return { id: input.id };
  }

  /** Deletes an empty folder; one holding folders or datasets is refused (nothing is lost). */
  async remove(access: AccessContext, id: string): Promise<void> {
    const { db } = this.deps;
    if (!(await repo.findGroup(db, id, access.orgId))) throw notFound();
    if (!(await removeEmptyFolder(db, TABLES, id, access.orgId)))
      throw new AppError(409, 'DATASET_FOLDER_NOT_EMPTY');
  }
}
