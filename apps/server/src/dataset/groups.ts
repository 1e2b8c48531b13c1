import type { DatasetGroupSave, DatasetTreeNode, Language } from '@tessera/contracts';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import type { AccessContext } from '../auth/access.js';
import type { FolderKind } from '../folders/kind.js';
import { FolderService } from '../folders/service.js';
import { AppError } from '../http/app-error.js';
import type { DatasetDeps } from './deps.js';
import * as repo from './repository.js';

type GroupInput = { id?: string | undefined } & Required<Omit<DatasetGroupSave, 'id'>>;

/** Datasets in the folder kit: a leaf says its kind and mode. */
export const DATASET_FOLDERS: FolderKind<DatasetTreeNode, repo.DatasetRow> = {
  resource: 'dataset',
  tables: { groups: 'dataset_groups', items: 'datasets' },
  demoNames: { folder: 'dataset_group', leaf: 'dataset', leafName: 'name' },
  codes: {
    nameTaken: 'DATASET_NAME_TAKEN',
    cycle: 'DATASET_FOLDER_CYCLE',
    notEmpty: 'DATASET_FOLDER_NOT_EMPTY',
  },
  findFolder: repo.findGroup,
  listFolders: repo.listGroups,
  listLeaves: repo.listDatasets,
  siblingNameTaken: repo.siblingNameTaken,
  toLeaf: (row, leaf) => ({
    ...leaf,
    nodeType: 'dataset',
    kind: row.kind as NonNullable<DatasetTreeNode['kind']>,
    mode: row.mode as NonNullable<DatasetTreeNode['mode']>,
    children: [],
  }),
};

/** The dataset tree: folders through the folder kit, and renaming/moving a dataset. */
export class DatasetGroups {
  private readonly folders: FolderService<DatasetTreeNode, repo.DatasetRow>;

  constructor(private readonly deps: DatasetDeps) {
    this.folders = new FolderService(deps, DATASET_FOLDERS);
  }

  tree(access: AccessContext, keyword: string | undefined, language: Language) {
    return this.folders.tree(access, keyword, language);
  }

  /** Creates a folder, or renames/moves a folder or a dataset (manage on it needed). */
  async save(access: AccessContext, input: GroupInput): Promise<{ id: string }> {
    if (input.nodeType !== 'dataset') return { id: await this.folders.saveFolder(access, input) };
    const parent = await this.folders.checkedParent(access, input.pid);
    await this.folders.assertNameFree(access, parent, input.name, input.id);
    if (!input.id) throw new AppError(400, 'VALIDATION_FAILED');
    await this.deps.resources.authorise(access, 'dataset', input.id, 'manage');
    await this.deps.db
      .updateTable('datasets')
      .set({
        name: input.name,
        name_key: nameSkeleton(input.name),
        group_id: parent,
        update_time: Date.now(),
      })
      .where('id', '=', input.id)
      .where('org_id', '=', access.orgId)
      .execute();
    return { id: input.id };
  }

  /** Deletes an empty folder; one holding folders or datasets is refused (nothing is lost). */
  remove(access: AccessContext, id: string): Promise<void> {
    return this.folders.removeEmpty(access, id);
  }
}
