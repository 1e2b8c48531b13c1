import type { ErrorCode, GrantLevel } from '@tessera/contracts';
import type { AccessContext } from '../auth/access.js';
import type { LoadableType } from '../auth/resources.js';
import type { Db } from '../db/database.js';
import type { FolderTables } from './store.js';
import type { FolderEntry, FolderTreeNode } from './tree.js';

/** A resource row the tree lists: its id and the folder it sits in ('' is the root). */
export interface LeafRow {
  id: string;
  group_id: string;
}

/** A stored folder row: '' is the root parent (migration 0005). */
export interface FolderRow {
  id: string;
  name: string;
  pid: string;
}

/** The keys of a row that hold text (the name the demo translation may replace). */
export type TextKey<R> = { [K in keyof R]: R[K] extends string ? K : never }[keyof R];

/**
 * What the folder kit needs to know about one resource kind (datasets, charts, dashboards…):
 * its tables, how its rows are read, what a leaf of its tree looks like and the error codes it
 * answers with. Registering a new kind with folders is one of these.
 */
export interface FolderKind<N extends FolderTreeNode<N>, R extends LeafRow> {
  /** The resource type grants are kept under. */
  resource: LoadableType;
  tables: FolderTables;
  /** The demo-name kinds (issue 19) of a folder and of a leaf, and the leaf's name column. */
  demoNames: { folder: string; leaf: string; leafName: TextKey<R> };
  codes: {
    nameTaken: ErrorCode;
    cycle: ErrorCode;
    /** Kinds whose folder delete takes what is inside (dashboards) refuse nothing and have none. */
    notEmpty?: ErrorCode;
  };
  findFolder(db: Db, id: string, orgId: number): Promise<unknown>;
  listFolders(db: Db, orgId: number): Promise<FolderRow[]>;
  listLeaves(db: Db, orgId: number): Promise<R[]>;
  /** Whether a folder or leaf of that name (or a look-alike) already sits in `parent`. */
  siblingNameTaken(
    db: Db,
    orgId: number,
    parent: string,
    name: string,
    exceptId?: string,
  ): Promise<boolean>;
  /** The tree node of a leaf the caller may see, at the caller's `level` on it. */
  toLeaf(row: R, leaf: FolderEntry, level: GrantLevel, caller: AccessContext): N;
}
