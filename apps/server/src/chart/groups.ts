import type { ChartGroupSave, ChartTreeNode, ChartType, Language } from '@tessera/contracts';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import type { AccessContext } from '../auth/access.js';
import type { FolderKind } from '../folders/kind.js';
import { FolderService } from '../folders/service.js';
import { AppError } from '../http/app-error.js';
import type { ChartDeps } from './deps.js';
import * as repo from './repository.js';

type GroupInput = { id?: string | undefined } & Required<Omit<ChartGroupSave, 'id'>>;

/** Charts in the folder kit: a leaf says its chart type; its name is the chart's title. */
export const CHART_FOLDERS: FolderKind<ChartTreeNode, repo.ChartRow> = {
  resource: 'chart',
  tables: { groups: 'chart_groups', items: 'charts' },
  demoNames: { folder: 'chart_group', leaf: 'chart', leafName: 'title' },
  codes: {
    nameTaken: 'CHART_NAME_TAKEN',
    cycle: 'CHART_FOLDER_CYCLE',
    notEmpty: 'CHART_FOLDER_NOT_EMPTY',
  },
  findFolder: repo.findGroup,
  listFolders: repo.listGroups,
  listLeaves: repo.listCharts,
  siblingNameTaken: repo.siblingNameTaken,
  toLeaf: (row, leaf) => ({
    ...leaf,
    nodeType: 'chart',
    type: row.type as ChartType,
    children: [],
  }),
};

/** The chart tree: folders through the folder kit, and renaming/moving a chart. */
export class ChartGroups {
  private readonly folders: FolderService<ChartTreeNode, repo.ChartRow>;

  constructor(private readonly deps: ChartDeps) {
    this.folders = new FolderService(deps, CHART_FOLDERS);
  }

  tree(access: AccessContext, keyword: string | undefined, language: Language) {
    return this.folders.tree(access, keyword, language);
  }

  /** Creates a folder, or renames/moves a folder or a chart (manage on the chart needed). */
  async save(access: AccessContext, input: GroupInput): Promise<{ id: string }> {
    if (input.nodeType !== 'chart') return { id: await this.folders.saveFolder(access, input) };
    const parent = await this.folders.checkedParent(access, input.pid);
    if (!input.id) throw new AppError(400, 'VALIDATION_FAILED');
    await this.deps.resources.authorise(access, 'chart', input.id, 'manage');
    await this.folders.assertNameFree(access, parent, input.name, input.id);
    // A rename is a change of the chart: its version moves so an open editor notices.
    await this.deps.db
      .updateTable('charts')
      .set((eb) => ({
        title: input.name,
        name_key: nameSkeleton(input.name),
        group_id: parent,
        version: eb('version', '+', 1),
        update_time: Date.now(),
      }))
      .where('id', '=', input.id)
      .where('org_id', '=', access.orgId)
      .execute();
    return { id: input.id };
  }

  /** Deletes an empty folder; one holding folders or charts is refused (nothing is lost). */
  remove(access: AccessContext, id: string): Promise<void> {
    return this.folders.removeEmpty(access, id);
  }
}
