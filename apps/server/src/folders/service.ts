import { withShownNames } from '../demo/names.js';
import { GRANT_LEVELS, type GrantLevel, type Language } from '@tessera/contracts';
import type { AccessContext } from '../auth/access.js';
import type { ResourceAccess } from '../auth/resources.js';
import type { Db } from '../db/database.js';
import { AppError, notFound } from '../http/app-error.js';
import type { FolderKind, FolderRow, LeafRow } from './kind.js';
import { newId, parentOf } from './ids.js';
import { insertFolder, removeEmptyFolder, renameOrMoveFolder } from './store.js';
import {
  buildFolderTree,
  folderAndDescendants,
  folderNode,
  type FolderEntry,
  type FolderTreeNode,
} from './tree.js';

const entryOf = (row: FolderRow): FolderEntry => ({
  id: row.id,
  name: row.name,
  pid: parentOf(row.pid),
});

/**
 * The folders of one resource kind: the tree the caller may see, and creating, renaming,
 * moving and deleting a folder. What a leaf is and how it is saved stays with its kind.
 */
export class FolderService<N extends FolderTreeNode<N>, R extends LeafRow> {
  constructor(
    private readonly deps: { db: Db; resources: ResourceAccess },
    private readonly kind: FolderKind<N, R>,
  ) {}

  /** Folders and the leaves the caller may see (at least 'view'), in the caller's language. */
  async tree(access: AccessContext, keyword: string | undefined, language: Language): Promise<N[]> {
    const { db, resources } = this.deps;
    const { demoNames } = this.kind;
    // The demo folder and leaves in the reader's language (issue 19).
    const [folders, rows] = await Promise.all([
      this.shownFolders(access, language),
      this.kind
        .listLeaves(db, access.orgId)
        .then((r) => withShownNames(db, demoNames.leaf, r, demoNames.leafName, language)),
    ]);
    const levels = await resources.levels(
      access,
      this.kind.resource,
      rows.map((r) => r.id),
    );
    const leaves = rows.flatMap((row) => {
      const level = levels.get(row.id) ?? 0;
      if (level < GRANT_LEVELS.view) return [];
      const entry = {
        id: row.id,
        name: row[demoNames.leafName] as string,
        pid: parentOf(row.group_id),
      };
      return [this.kind.toLeaf(row, entry, level as GrantLevel, access)];
    });
    return buildFolderTree<N>(folders.map(this.folderNode), leaves, { keyword, language });
  }

  /** Folders only: where a leaf may be created or moved to. */
  async folderTree(access: AccessContext, language: Language): Promise<N[]> {
    const folders = await this.shownFolders(access, language);
    return buildFolderTree<N>(folders.map(this.folderNode), [], { language });
  }

  /** The stored parent a node goes in: '' (the root) or a folder of the caller's organisation. */
  async checkedParent(access: AccessContext, pid: string | null | undefined): Promise<string> {
    const parent = pid ?? '';
    if (parent !== '' && !(await this.kind.findFolder(this.deps.db, parent, access.orgId)))
      throw notFound();
    return parent;
  }

  /** Refuses a name a folder or leaf of `parent` already has (or a look-alike of it). */
  async assertNameFree(
    access: AccessContext,
    parent: string,
    name: string,
    exceptId?: string,
  ): Promise<void> {
    if (await this.kind.siblingNameTaken(this.deps.db, access.orgId, parent, name, exceptId))
      throw new AppError(400, this.kind.codes.nameTaken);
  }

  /** Creates a folder (no id), or renames/moves one; a folder never moves under itself. */
  async saveFolder(
    access: AccessContext,
    input: { id?: string | undefined; pid: string | null; name: string },
  ): Promise<string> {
    const { db } = this.deps;
    const { id, name } = input;
    if (id && !(await this.kind.findFolder(db, id, access.orgId))) throw notFound();
    const parent = await this.checkedParent(access, input.pid);
    await this.assertNameFree(access, parent, name, id);
    const now = Date.now();
    const { orgId, deptId, userId } = access;
    if (!id) {
      const created = newId();
      const folder = { id: created, orgId, deptId, userId, parent, name, now };
      await insertFolder(db, this.kind.tables, folder);
      return created;
    }
    if (!(await renameOrMoveFolder(db, this.kind.tables, { id, orgId, parent, name, now })))
      throw new AppError(400, this.kind.codes.cycle);
    return id;
  }

  /** Deletes an empty folder; one holding folders or leaves is refused (nothing is lost). */
  async removeEmpty(access: AccessContext, id: string): Promise<void> {
    const { db } = this.deps;
    const { notEmpty } = this.kind.codes;
    if (!notEmpty) throw new Error(`${this.kind.resource} folders are not deleted only when empty`);
    if (!(await this.kind.findFolder(db, id, access.orgId))) throw notFound();
    if (!(await removeEmptyFolder(db, this.kind.tables, id, access.orgId)))
      throw new AppError(409, notEmpty);
  }

  /** Whether `id` is a folder of the caller's organisation. */
  async exists(access: AccessContext, id: string): Promise<boolean> {
    return (await this.kind.findFolder(this.deps.db, id, access.orgId)) !== undefined;
  }

  /** The ids of a folder and of every folder below it. */
  async withDescendants(access: AccessContext, id: string): Promise<string[]> {
    const folders = await this.kind.listFolders(this.deps.db, access.orgId);
    return [...folderAndDescendants(folders.map(entryOf), id)];
  }

  private async shownFolders(access: AccessContext, language: Language): Promise<FolderEntry[]> {
    const { db } = this.deps;
    const rows = await this.kind.listFolders(db, access.orgId);
    const shown = await withShownNames(db, this.kind.demoNames.folder, rows, 'name', language);
    return shown.map(entryOf);
  }

  // A folder node is a node of every kind's tree (nodeType 'folder', no leaf fields).
  private readonly folderNode = (entry: FolderEntry): N => folderNode(entry) as unknown as N;
}
