import { withShownNames } from '../demo/names.js';
import {
  GRANT_LEVELS,
  type ChartGroupSave,
  type ChartType,
  type Language,
} from '@tessera/contracts';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import type { AccessContext } from '../auth/access.js';
import { AppError, notFound } from '../http/app-error.js';
import type { ChartDeps } from './deps.js';
import {
  insertFolder,
  removeEmptyFolder,
  renameOrMoveFolder,
  type FolderTables,
} from '../folders/store.js';
import * as repo from './repository.js';
import { buildChartTree } from './tree.js';

type GroupInput = { id?: string | undefined } & Required<Omit<ChartGroupSave, 'id'>>;

const TABLES: FolderTables = { groups: 'chart_groups', items: 'charts' };

/** The chart tree: folders (this file) and the charts the caller may see in them. */
export class ChartGroups {
  constructor(private readonly deps: ChartDeps) {}

  async tree(access: AccessContext, keyword: string | undefined, language: Language) {
    const { db, resources } = this.deps;
    // The demo folder and charts in the reader's language (issue 19).
    const [groups, charts] = await Promise.all([
      repo
        .listGroups(db, access.orgId)
        .then((r) => withShownNames(db, 'chart_group', r, 'name', language)),
      repo
        .listCharts(db, access.orgId)
        .then((r) => withShownNames(db, 'chart', r, 'title', language)),
    ]);
    const levels = await resources.levels(
      access,
      'chart',
      charts.map((c) => c.id),
    );
    const visible = charts.filter((c) => (levels.get(c.id) ?? 0) >= GRANT_LEVELS.view);
    return buildChartTree(
      groups.map((g) => ({ id: g.id, name: g.name, pid: repo.parentOf(g.pid) })),
      visible.map((c) => ({
        id: c.id,
        name: c.title,
        pid: repo.parentOf(c.group_id),
        type: c.type as ChartType,
      })),
      { keyword, language },
    );
  }

  /** Creates a folder, or renames/moves a folder or a chart (manage on the chart needed). */
  async save(access: AccessContext, input: GroupInput): Promise<{ id: string }> {
    const { db } = this.deps;
    const parent = repo.storedParent(input.pid);
    if (parent !== '' && !(await repo.findGroup(db, parent, access.orgId))) throw notFound();
    const now = Date.now();
    if (input.nodeType === 'chart') {
      if (!input.id) throw new AppError(400, 'VALIDATION_FAILED');
      await this.deps.resources.authorise(access, 'chart', input.id, 'manage');
      if (await repo.siblingNameTaken(db, access.orgId, parent, input.name, input.id))
        throw new AppError(400, 'CHART_NAME_TAKEN');
      // A rename is a change of the chart: its version moves so an open editor notices.
      await db
        .updateTable('charts')
        .set((eb) => ({
          title: input.name,
          name_key: nameSkeleton(input.name),
          group_id: parent,
          version: eb('version', '+', 1),
          update_time: now,
        }))
        .where('id', '=', input.id)
        .where('org_id', '=', access.orgId)
        .execute();
      return { id: input.id };
    }
    if (input.id && !(await repo.findGroup(db, input.id, access.orgId))) throw notFound();
    if (await repo.siblingNameTaken(db, access.orgId, parent, input.name, input.id))
      throw new AppError(400, 'CHART_NAME_TAKEN');
    if (!input.id) {
      const id = repo.newId();
      const { orgId, userId } = access;
      await insertFolder(db, TABLES, { id, orgId, userId, parent, name: input.name, now });
      return { id };
    }
    const change = { id: input.id, orgId: access.orgId, parent, name: input.name, now };
    if (!(await renameOrMoveFolder(db, TABLES, change)))
      throw new AppError(400, 'CHART_FOLDER_CYCLE');
    return { id: input.id };
  }

  /** Deletes an empty folder; one holding folders or charts is refused (nothing is lost). */
  async remove(access: AccessContext, id: string): Promise<void> {
    const { db } = this.deps;
    if (!(await repo.findGroup(db, id, access.orgId))) throw notFound();
    if (!(await removeEmptyFolder(db, TABLES, id, access.orgId)))
      throw new AppError(409, 'CHART_FOLDER_NOT_EMPTY');
  }
}
