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
import * as repo from './repository.js';
import { buildChartTree, folderAndDescendants } from './tree.js';

type GroupInput = { id?: string | undefined } & Required<Omit<ChartGroupSave, 'id'>>;

/** The chart tree: folders (this file) and the charts the caller may see in them. */
export class ChartGroups {
  constructor(private readonly deps: ChartDeps) {}

  async tree(access: AccessContext, keyword: string | undefined, language: Language) {
    const { db, resources } = this.deps;
    const [groups, charts] = await Promise.all([
      repo.listGroups(db, access.orgId),
      repo.listCharts(db, access.orgId),
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
      await db
        .insertInto('chart_groups')
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
    const groups = await repo.listGroups(db, access.orgId);
    const below = folderAndDescendants(
      groups.map((g) => ({ id: g.id, name: g.name, pid: repo.parentOf(g.pid) })),
      input.id,
    );
    if (parent !== '' && below.has(parent)) throw new AppError(400, 'CHART_FOLDER_CYCLE');
    await db
      .updateTable('chart_groups')
      .set({ name: input.name, name_key: nameSkeleton(input.name), pid: parent, update_time: now })
      .where('id', '=', input.id)
      .where('org_id', '=', access.orgId)
      .execute();
    return { id: input.id };
  }

  /** Deletes an empty folder; one holding folders or charts is refused (nothing is lost). */
  async remove(access: AccessContext, id: string): Promise<void> {
    const { db } = this.deps;
    if (!(await repo.findGroup(db, id, access.orgId))) throw notFound();
    const child = await db
      .selectFrom('chart_groups')
      .select('id')
      .where('org_id', '=', access.orgId)
      .where('pid', '=', id)
      .executeTakeFirst();
    const chart = await db
      .selectFrom('charts')
      .select('id')
      .where('org_id', '=', access.orgId)
      .where('group_id', '=', id)
      .executeTakeFirst();
    if (child || chart) throw new AppError(409, 'CHART_FOLDER_NOT_EMPTY');
    await db
      .deleteFrom('chart_groups')
      .where('id', '=', id)
      .where('org_id', '=', access.orgId)
      .execute();
  }
}
