import { demoNames, storedName } from '../demo/names.js';
import {
  GRANT_LEVELS,
  NAME_LIMITS,
  type ChartSaveParsed,
  type ChartView,
} from '@tessera/contracts';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import type { AccessContext } from '../auth/access.js';
import { grant, revokeAllGrants } from '../auth/grants.js';
import type { LoadedResource } from '../auth/resources.js';
import { findDataset, listFields } from '../dataset/repository.js';
import { AppError, notFound } from '../http/app-error.js';
import type { DashboardFolderAdvice } from '../seams/dashboards.js';
import type { ChartDeps } from './deps.js';
import * as repo from './repository.js';
import type { ChartRow } from './repository.js';
import { definitionOf, storedColumns, toChartView } from './view.js';
import { checkWells } from './wells.js';

type Loaded = LoadedResource<'chart'>;

/** Charts: create, read, change, copy and delete (issue 8 parts 1, 2). */
export class ChartService {
  constructor(
    private readonly deps: ChartDeps,
    /** Seam: a dashboard id's advice; `undefined` means "not a dashboard". */
    private readonly dashboardAdvice: DashboardFolderAdvice = async () => undefined,
  ) {}

  async get({ row, level }: Loaded): Promise<ChartView> {
    const dataset = await findDataset(this.deps.db, row.dataset_id, row.org_id);
    return toChartView(row, level, dataset?.name ?? '');
  }

  /**
   * Create (chart:manage, checked by the route, plus 'use' on the dataset) or update ('manage'
   * on the chart and 'use' on the dataset it reads). A stale `version` is a conflict.
   */
  async save(
    access: AccessContext,
    input: ChartSaveParsed,
  ): Promise<{ id: string; version: number }> {
    const { db, resources } = this.deps;
    const existing = input.id
      ? await resources.authorise(access, 'chart', input.id, 'manage')
      : undefined;
    const dataset = await resources.authorise(access, 'dataset', input.tableId, 'use');
    if (existing) {
      // A demo chart saved from the editor under the title it was shown keeps its stored title
      // (issue 19): saving is not renaming it into the editor's language.
      const title = storedName(
        await demoNames(db),
        'chart',
        existing.row.id,
        existing.row.title,
        input.title,
      );
      input = { ...input, title };
    }
    const parent = repo.storedParent(input.sceneId);
    if (parent !== '' && !(await repo.findGroup(db, parent, access.orgId))) throw notFound();
    checkWells(input, await listFields(db, dataset.row.id));
    if (await repo.siblingNameTaken(db, access.orgId, parent, input.title, input.id))
      throw new AppError(400, 'CHART_NAME_TAKEN');
    const now = Date.now();
    const columns = storedColumns(input);
    if (existing) {
      const row = existing.row;
      if (input.version !== undefined && input.version !== row.version)
        throw new AppError(409, 'CHART_VERSION_CONFLICT');
      const version = row.version + 1;
      // The version check is repeated in the update itself: two saves racing cannot both win.
      const result = await db
        .updateTable('charts')
        .set({ ...columns, version, update_time: now })
        .where('id', '=', row.id)
        .where('org_id', '=', access.orgId)
        .where('version', '=', row.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new AppError(409, 'CHART_VERSION_CONFLICT');
      return { id: row.id, version };
    }
    const id = repo.newId();
    await this.insert(access, { id, ...columns, version: 1, create_time: now, update_time: now });
    return { id, version: 1 };
  }

  /**
   * Refused while a dashboard places it (409 naming the dashboards): deleting would leave a hole
   * in them. Checked inside the deleting transaction, so a dashboard saved meanwhile counts.
   */
  async remove({ row }: Loaded): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const dashboards = await trx
        .selectFrom('panel_charts')
        .innerJoin('panels', 'panels.id', 'panel_charts.panel_id')
        .select('panels.name')
        .where('panel_charts.chart_id', '=', row.id)
        .where('panels.org_id', '=', row.org_id)
        .orderBy('panels.name')
        .execute();
      if (dashboards.length > 0)
        throw new AppError(409, 'CHART_IN_USE', undefined, {
          names: dashboards.map((d) => d.name).join(', '),
        });
      await trx.deleteFrom('charts').where('id', '=', row.id).execute();
      await revokeAllGrants(trx, 'chart', row.id);
    });
  }

  /**
   * A copy beside the original, titled with a free "-copy" suffix within the title limit; the
   * caller needs chart:manage (route), 'view' on the chart and 'use' on its dataset.
   */
  async copy({ row }: Loaded, access: AccessContext): Promise<{ id: string }> {
    await this.deps.resources.authorise(access, 'dataset', row.dataset_id, 'use');
    const taken = await repo.takenKeys(this.deps.db, access.orgId, row.group_id);
    const title = copyTitle(row.title, (candidate) => taken.has(nameSkeleton(candidate)));
    const id = repo.newId();
    const now = Date.now();
    const { id: _old, org_id: _org, dept_id: _dept, create_by: _by, ...rest } = row;
    await this.insert(access, {
      ...rest,
      id,
      title,
      name_key: nameSkeleton(title),
      version: 1,
      create_time: now,
      update_time: now,
    });
    return { id };
  }

  /**
   * The folder a new chart should go in: the folder of the chart with that id; a dashboard's
   * advice once dashboards exist; else the folder of the caller's latest chart; else the root.
   */
  async adviceFolder(access: AccessContext, id: string): Promise<string | null> {
    const { db, resources } = this.deps;
    const chart = await repo.findChart(db, id, access.orgId);
    if (chart) {
      const level = (await resources.levels(access, 'chart', [chart.id])).get(chart.id) ?? 0;
      if (level >= GRANT_LEVELS.view) return repo.parentOf(chart.group_id);
    }
    const fromDashboard = await this.dashboardAdvice(access, id);
    if (fromDashboard !== undefined) return fromDashboard;
    const latest = await repo.latestChartOf(db, access.orgId, access.userId);
    return latest ? repo.parentOf(latest.group_id) : null;
  }

  /** Checks a stored chart still fits its dataset (used before reading its data). */
  async fields(row: ChartRow) {
    const fields = await listFields(this.deps.db, row.dataset_id);
    return checkWells(definitionOf(row), fields);
  }

  private async insert(
    access: AccessContext,
    row: Omit<ChartRow, 'org_id' | 'dept_id' | 'create_by'>,
  ): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('charts')
        .values({ ...row, org_id: access.orgId, dept_id: access.deptId, create_by: access.userId })
        .execute();
      // As for datasets: the creator manages it, the organisation may use it.
      await grant(trx, 'chart', row.id, 'user', access.userId, GRANT_LEVELS.manage);
      await grant(trx, 'chart', row.id, 'org', access.orgId, GRANT_LEVELS.use);
    });
  }
}

const COPY_SUFFIX = '-copy';

/** `title-copy`, `title-copy2`…: the first free one, the title cut so it stays ≤ 50 chars. */
export function copyTitle(title: string, taken: (candidate: string) => boolean): string {
  const max = NAME_LIMITS.title.max;
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? COPY_SUFFIX : `${COPY_SUFFIX}${n}`;
    const chars = [...title];
    const base = chars.slice(0, Math.max(0, max - suffix.length)).join('');
    const candidate = `${base}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
