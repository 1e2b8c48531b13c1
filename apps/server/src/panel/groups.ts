import {
  GRANT_LEVELS,
  PERMISSIONS,
  hasPermission,
  type Language,
  type PanelSaveParsed,
  type PanelTreeNode,
} from '@tessera/contracts';
import { withinDepartments, type AccessContext } from '../auth/access.js';
import { levelName } from '../auth/level-names.js';
import type { FolderKind } from '../folders/kind.js';
import { FolderService } from '../folders/service.js';
import { badRequest, forbidden, notFound } from '../http/app-error.js';
import type { PanelDeps } from './deps.js';
import type { PanelDocument, PanelDocuments } from './documents.js';
import * as repo from './repository.js';

/**
 * Dashboards in the folder kit: a leaf says the caller's level on it. Deleting a folder takes
 * everything inside (deleteCircle below), so no folder is refused for not being empty.
 */
export const PANEL_FOLDERS: FolderKind<PanelTreeNode, repo.PanelRow> = {
  resource: 'panel',
  tables: { groups: 'panel_groups', items: 'panels' },
  demoNames: { folder: 'panel_group', leaf: 'panel', leafName: 'name' },
  codes: { nameTaken: 'PANEL_NAME_TAKEN', cycle: 'PANEL_FOLDER_CYCLE' },
  findFolder: repo.findGroup,
  listFolders: repo.listGroups,
  listLeaves: repo.listPanels,
  siblingNameTaken: repo.siblingNameTaken,
  toLeaf: (row, leaf, level, caller) => ({
    ...leaf,
    nodeType: 'panel',
    permission: levelName(level),
    sharedWithMe: sharedWith(caller, row),
    children: [],
  }),
};

/**
 * "Shared with me" (issue 21 part 4): a dashboard someone else made, which the caller reaches
 * through a grant. Whoever holds the management capability reaches every dashboard made in
 * their organisation or below through it, so those are not "shared" with them. The tree shows
 * only what the caller reaches, so any other dashboard that gets here came through a grant.
 */
function sharedWith(caller: AccessContext, row: repo.PanelRow): boolean {
  const managed =
    (caller.isAdmin || hasPermission(caller, PERMISSIONS.panelManage)) &&
    withinDepartments(caller, row.dept_id);
  return !managed && row.create_by !== caller.userId;
}

/** Both parts of a document, or none; one without the other is a malformed save. */
function documentOf(input: PanelSaveParsed): PanelDocument | undefined {
  const { panelStyle, panelData } = input;
  if (panelStyle === undefined && panelData === undefined) return undefined;
  if (panelStyle === undefined || panelData === undefined) throw badRequest();
  return { panelStyle, panelData };
}

/** The dashboard tree: folders through the folder kit, and the dashboards in them. */
export class PanelGroups {
  private readonly folderKit: FolderService<PanelTreeNode, repo.PanelRow>;

  constructor(
    private readonly deps: PanelDeps,
    private readonly documents: PanelDocuments,
  ) {
    this.folderKit = new FolderService(deps, PANEL_FOLDERS);
  }

  tree(access: AccessContext, keyword: string | undefined, language: Language) {
    return this.folderKit.tree(access, keyword, language);
  }

  /** Folders only: where a dashboard may be created or moved to. */
  folders(access: AccessContext, language: Language): Promise<PanelTreeNode[]> {
    return this.folderKit.folderTree(access, language);
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
      const parent = await this.folderKit.checkedParent(access, input.pid);
      return this.documents.rename(loaded, access, {
        parent,
        name: input.name,
        version: input.version,
      });
    }
    if (input.nodeType === 'panel') {
      const parent = await this.folderKit.checkedParent(access, input.pid);
      await this.folderKit.assertNameFree(access, parent, input.name);
      return this.documents.create(access, { parent, name: input.name }, text);
    }
    // A folder holds no document.
    if (text || input.version !== undefined) throw badRequest();
    return { id: await this.folderKit.saveFolder(access, input) };
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
    if (!(await this.folderKit.exists(access, id))) throw notFound();
    const folders = await this.folderKit.withDescendants(access, id);
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
        // A deleted dashboard's share link opens nothing; its events stay for the audit log.
        await trx.deleteFrom('panel_links').where('resource_id', 'in', panels).execute();
        await trx.deleteFrom('panels').where('id', 'in', panels).execute();
      }
      if (folders.length > 0)
        await trx.deleteFrom('panel_groups').where('id', 'in', folders).execute();
    });
  }
}
