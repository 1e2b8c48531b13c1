import { withShownNames } from '../demo/names.js';
import {
  GRANT_LEVELS,
  type GrantLevel,
  type Language,
  type PanelSaveParsed,
  type PanelTreeNode,
} from '@tessera/contracts';
import type { AccessContext } from '../auth/access.js';
import { levelName } from '../chart/view.js';
import { insertFolder, renameOrMoveFolder, type FolderTables } from '../folders/store.js';
import { folderAndDescendants } from '../folders/tree.js';
import { AppError, badRequest, forbidden, notFound } from '../http/app-error.js';
import type { PanelDeps } from './deps.js';
import type { PanelDocument, PanelDocuments } from './documents.js';
import * as repo from './repository.js';
import { buildPanelTree } from './tree.js';

const TABLES: FolderTables = { groups: 'panel_groups', items: 'panels' };

/** Both parts of a document, or none; one without the other is a malformed save. */
function documentOf(input: PanelSaveParsed): PanelDocument | undefined {
  const { panelStyle, panelData } = input;
  if (panelStyle === undefined && panelData === undefined) return undefined;
  if (panelStyle === undefined || panelData === undefined) throw badRequest();
  return { panelStyle, panelData };
}

/** The dashboard tree: folders, and the dashboards in them the caller may see (issue 9 part 1). */
export class PanelGroups {
  constructor(
    private readonly deps: PanelDeps,
    private readonly documents: PanelDocuments,
  ) {}

  async tree(
    access: AccessContext,
    keyword: string | undefined,
    language: Language,
  ): Promise<PanelTreeNode[]> {
    const { db, resources } = this.deps;
    // The demo folder and dashboards in the reader's language (issue 19).
    const [groups, panels] = await Promise.all([
      repo
        .listGroups(db, access.orgId)
        .then((r) => withShownNames(db, 'panel_group', r, 'name', language)),
      repo
        .listPanels(db, access.orgId)
        .then((r) => withShownNames(db, 'panel', r, 'name', language)),
    ]);
    const levels = await resources.levels(
      access,
      'panel',
      panels.map((p) => p.id),
    );
    const visible = panels.flatMap((p) => {
      const level = levels.get(p.id) ?? 0;
      if (level < GRANT_LEVELS.view) return [];
      const permission = levelName(level as GrantLevel);
      return [{ id: p.id, name: p.name, pid: repo.parentOf(p.group_id), permission }];
    });
    return buildPanelTree(folderEntries(groups), visible, { keyword, language });
  }

  /** Folders only: where a dashboard may be created or moved to. */
  async folders(access: AccessContext, language: Language): Promise<PanelTreeNode[]> {
    const { db } = this.deps;
    const groups = await withShownNames(
      db,
      'panel_group',
      await repo.listGroups(db, access.orgId),
      'name',
      language,
    );
    return buildPanelTree(folderEntries(groups), [], { language });
  }

  /**
   * `POST panel/group/save` (panel:manage, checked by the route): creates a folder or a
   * dashboard, renames or moves one, or saves a dashboard's document ('manage' on it).
   */
  async save(
    access: AccessContext,
    input: PanelSaveParsed,
  ): Promise<{ id: string; version?: number }> {
    const text = documentOf(input);
    if (input.nodeType === 'panel' && input.id) {
      const loaded = await this.deps.resources.authorise(access, 'panel', input.id, 'manage');
      if (text) {
        if (input.version === undefined) throw badRequest();
        return this.documents.save(loaded, access, {
          ...text,
          name: input.name,
          version: input.version,
        });
      }
      const parent = await this.checkedParent(access, input.pid);
      return this.documents.rename(loaded, access, {
        parent,
        name: input.name,
        version: input.version,
      });
    }
    if (input.nodeType === 'panel') {
      const parent = await this.checkedParent(access, input.pid);
      await this.checkName(access, parent, input.name);
      return this.documents.create(access, { parent, name: input.name }, text);
    }
    // A folder holds no document.
    if (text || input.version !== undefined) throw badRequest();
    return { id: await this.saveFolder(access, input.id, input.pid, input.name) };
  }

  private async saveFolder(
    access: AccessContext,
    id: string | undefined,
    pid: string | null,
    name: string,
  ): Promise<string> {
    const { db } = this.deps;
    if (id && !(await repo.findGroup(db, id, access.orgId))) throw notFound();
    const parent = await this.checkedParent(access, pid);
    await this.checkName(access, parent, name, id);
    const now = Date.now();
    if (!id) {
      const created = repo.newId();
      const { orgId, userId } = access;
      await insertFolder(db, TABLES, { id: created, orgId, userId, parent, name, now });
      return created;
    }
    if (!(await renameOrMoveFolder(db, TABLES, { id, orgId: access.orgId, parent, name, now })))
      throw new AppError(400, 'PANEL_FOLDER_CYCLE');
    return id;
  }

  /**
   * Deletes a dashboard ('manage'), or a folder with every folder and dashboard inside it, in
   * one transaction; refused (nothing deleted) when the caller may not manage every dashboard
   * inside. Versions, chart placements and grants go with them.
   */
  async deleteCircle(access: AccessContext, id: string): Promise<void> {
    const { db, resources } = this.deps;
    if (await repo.findPanel(db, id, access.orgId)) {
      await resources.authorise(access, 'panel', id, 'manage');
      await this.removeAll([id], []);
      return;
    }
    if (!(await repo.findGroup(db, id, access.orgId))) throw notFound();
    const folders = [
      ...folderAndDescendants(folderEntries(await repo.listGroups(db, access.orgId)), id),
    ];
    const panels = (await repo.listPanels(db, access.orgId)).filter((p) =>
      folders.includes(p.group_id),
    );
    const ids = panels.map((p) => p.id);
    const levels = await resources.levels(access, 'panel', ids);
    if (ids.some((p) => (levels.get(p) ?? 0) < GRANT_LEVELS.manage)) throw forbidden();
    await this.removeAll(ids, folders);
  }

  private async removeAll(panels: string[], folders: string[]): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      if (panels.length > 0) {
        await trx.deleteFrom('panel_versions').where('panel_id', 'in', panels).execute();
        await trx.deleteFrom('panel_charts').where('panel_id', 'in', panels).execute();
        await trx
          .deleteFrom('resource_grants')
          .where('resource_type', '=', 'panel')
          .where('resource_id', 'in', panels)
          .execute();
        await trx.deleteFrom('panels').where('id', 'in', panels).execute();
      }
      if (folders.length > 0)
        await trx.deleteFrom('panel_groups').where('id', 'in', folders).execute();
    });
  }

  /** The folder a node goes in: '' (the root) or a folder of the caller's organisation. */
  private async checkedParent(access: AccessContext, pid: string | null): Promise<string> {
    const parent = repo.storedParent(pid);
    if (parent !== '' && !(await repo.findGroup(this.deps.db, parent, access.orgId)))
      throw notFound();
    return parent;
  }

  private async checkName(
    access: AccessContext,
    parent: string,
    name: string,
    exceptId?: string,
  ): Promise<void> {
    if (await repo.siblingNameTaken(this.deps.db, access.orgId, parent, name, exceptId))
      throw new AppError(400, 'PANEL_NAME_TAKEN');
  }
}

function folderEntries(groups: readonly repo.PanelGroupRow[]) {
  return groups.map((g) => ({ id: g.id, name: g.name, pid: repo.parentOf(g.pid) }));
}
