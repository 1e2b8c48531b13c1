import { demoNames } from '../demo/names.js';
import { storedDemoNames } from '../demo/stored-names.js';
import {
  defaultCanvasStyle,
  type CanvasComponent,
  type CanvasStyle,
  type PanelDetail,
  type PanelSaved,
  type PanelVersionEntry,
} from '@tessera/contracts';
import type { AccessContext } from '../auth/access.js';
import { levelName } from '../auth/level-names.js';
import type { LoadedResource } from '../auth/resources.js';
import { AppError, notFound } from '../http/app-error.js';
import { yieldToLoop } from '../http/large-bodies.js';
import { checkPlacedCharts } from './chart-refs.js';
import type { PanelDeps } from './deps.js';
import * as repo from './repository.js';
import {
  chartIdsOfText,
  insertPanel,
  storedDocument,
  storedDocumentOfText,
  writeNextVersion,
  type StoredDocument,
  type Writer,
} from './store.js';

type Loaded = LoadedResource<'panel'>;

/**
 * A document as the route's contract parsed it from the client's JSON texts: in its normal
 * form (defaults filled in), so what is stored is exactly what the contract describes.
 */
export interface PanelDocument {
  panelStyle: CanvasStyle;
  panelData: CanvasComponent[];
}

const normalised = (doc: PanelDocument): StoredDocument =>
  storedDocument(JSON.stringify(doc.panelStyle), doc.panelData);

const writer = (access: AccessContext): Writer => ({
  orgId: access.orgId,
  deptId: access.deptId,
  userId: access.userId,
  now: Date.now(),
});

/** Dashboards' documents: create, read, save with a version, history and restore (issue 9). */
export class PanelDocuments {
  constructor(private readonly deps: PanelDeps) {}

  async findOne({ row, level }: Loaded): Promise<PanelDetail> {
    const { db } = this.deps;
    const doc = await repo.findDocument(db, row.id);
    if (!doc) throw notFound();
    const nick = await repo.nickNames(db, [row.create_by, row.update_by]);
    return {
      id: row.id,
      name: row.name,
      pid: repo.parentOf(row.group_id),
      version: doc.version,
      panelStyle: doc.panel_style,
      panelData: doc.panel_data,
      permission: levelName(level),
      chartDatasets: await repo.chartDatasets(db, row.org_id, chartIdsOfText(doc.panel_data)),
      createBy: nick(row.create_by),
      updateBy: nick(row.update_by),
      createTime: row.create_time,
      updateTime: row.update_time,
    };
  }

  /** A new dashboard (panel:manage, checked by the route) with its first document or the default. */
  async create(
    access: AccessContext,
    place: { parent: string; name: string },
    document: PanelDocument | undefined,
  ): Promise<PanelSaved> {
    const doc = document
      ? normalised(document)
      : storedDocument(JSON.stringify(defaultCanvasStyle()), []);
    // A large document took a while to serialise: let waiting requests in before the writes.
    await yieldToLoop();
    const { db, resources } = this.deps;
    await checkPlacedCharts(db, resources, access, doc.chartIds, 'refuse');
    const id = repo.newId();
    await insertPanel(db, { id, ...place }, { ...doc, added: doc.chartIds }, writer(access));
    return { id, version: 1 };
  }

  /**
   * Saves the editor's document over the version it loaded ('manage'): charts it places that
   * the current version did not must be usable by the caller. The dashboard keeps its folder.
   */
  async save(
    { row }: Loaded,
    access: AccessContext,
    input: { name: string; version: number } & PanelDocument,
  ): Promise<PanelSaved> {
    const { db, resources } = this.deps;
    if (input.version !== row.version) throw new AppError(409, 'PANEL_VERSION_CONFLICT');
    // A demo dashboard saved under the names it was shown keeps its stored names (issue 19).
    input = storedDemoNames(await demoNames(db), row, input);
    const doc = normalised(input);
    await yieldToLoop();
    const current = await repo.findDocument(db, row.id);
    if (!current) throw notFound();
    const before = new Set(chartIdsOfText(current.panel_data));
    // Serialising the new document and parsing the old one each take a large one's time.
    await yieldToLoop();
    const added = doc.chartIds.filter((id) => !before.has(id));
    await checkPlacedCharts(db, resources, access, added, 'refuse');
    await this.checkName(row, input.name, row.group_id);
    const change = { id: row.id, expected: row.version, name: input.name, parent: row.group_id };
    const version = await writeNextVersion(db, change, { ...doc, added }, writer(access));
    return { id: row.id, version };
  }

  /**
   * A rename or a move ('manage'): a change of the dashboard like any other, so it is a new
   * version holding the same document, and an editor that loaded the old one notices.
   */
  async rename(
    { row }: Loaded,
    access: AccessContext,
    place: { parent: string; name: string; version?: number | undefined },
  ): Promise<PanelSaved> {
    const { db } = this.deps;
    if (place.version !== undefined && place.version !== row.version)
      throw new AppError(409, 'PANEL_VERSION_CONFLICT');
    await this.checkName(row, place.name, place.parent);
    const current = await repo.findDocument(db, row.id);
    if (!current) throw notFound();
    const doc = storedDocumentOfText(current.panel_style, current.panel_data);
    const change = { id: row.id, expected: current.version, ...place };
    return { id: row.id, version: await writeNextVersion(db, change, doc, writer(access)) };
  }

  /** The kept versions, newest first ('view'). */
  async versions({ row }: Loaded): Promise<PanelVersionEntry[]> {
    const rows = await repo.listVersions(this.deps.db, row.id);
    const nick = await repo.nickNames(
      this.deps.db,
      rows.map((r) => r.update_by),
    );
    return rows.map((r) => ({
      version: r.version,
      name: r.name,
      updateBy: nick(r.update_by),
      updateTime: r.update_time,
      components: r.components,
      current: r.version === row.version,
      restoredFrom: r.restored_from,
    }));
  }

  /** One kept version as a dashboard detail ('view'); its version field is that version's. */
  async version({ row, level }: Loaded, version: number): Promise<PanelDetail> {
    const stored = await repo.findVersion(this.deps.db, row.id, version);
    if (!stored) throw notFound();
    const nick = await repo.nickNames(this.deps.db, [row.create_by, stored.update_by]);
    return {
      id: row.id,
      name: stored.name,
      pid: repo.parentOf(row.group_id),
      version: stored.version,
      panelStyle: stored.panel_style,
      panelData: stored.panel_data,
      permission: levelName(level),
      chartDatasets: await repo.chartDatasets(
        this.deps.db,
        row.org_id,
        chartIdsOfText(stored.panel_data),
      ),
      createBy: nick(row.create_by),
      updateBy: nick(stored.update_by),
      createTime: row.create_time,
      updateTime: stored.update_time,
    };
  }

  /**
   * Brings an earlier version's document back as a NEW version ('manage'), keeping the current
   * name and folder; the versions in between stay in the history.
   */
  async restore(
    { row }: Loaded,
    access: AccessContext,
    input: { version: number; currentVersion: number },
  ): Promise<PanelSaved> {
    const { db, resources } = this.deps;
    if (input.currentVersion !== row.version) throw new AppError(409, 'PANEL_VERSION_CONFLICT');
    const [old, current] = await Promise.all([
      repo.findVersion(db, row.id, input.version),
      repo.findDocument(db, row.id),
    ]);
    if (!old || !current) throw notFound();
    const doc = storedDocumentOfText(old.panel_style, old.panel_data);
    const before = new Set(chartIdsOfText(current.panel_data));
    const added = doc.chartIds.filter((id) => !before.has(id));
    await checkPlacedCharts(db, resources, access, added, 'keep');
    const change = { id: row.id, expected: row.version, name: row.name, parent: row.group_id };
    const version = await writeNextVersion(db, change, doc, writer(access), input.version);
    return { id: row.id, version };
  }

  /** Names are unique among the siblings of the folder the dashboard will be in. */
  private async checkName(row: repo.PanelRow, name: string, parent: string): Promise<void> {
    if (await repo.siblingNameTaken(this.deps.db, row.org_id, parent, name, row.id))
      throw new AppError(400, 'PANEL_NAME_TAKEN');
  }
}
