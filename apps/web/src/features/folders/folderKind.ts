import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { GrantKind } from '@tessera/contracts';
import type { TreeNodeLike } from './treeModel';

/** What the kit reads of a tree query (TanStack Query's result fits). */
export interface TreeQuery<N> {
  data: N[] | undefined;
  isError: boolean;
  isPending: boolean;
  refetch(): Promise<unknown>;
}

/** What the kit uses of a mutation (TanStack Query's result fits). */
export interface Mutation<V, R> {
  mutateAsync(variables: V): Promise<R>;
  mutate(variables: V, options?: { onSuccess?(result: R): void }): void;
  reset(): void;
  isPending: boolean;
  error: unknown;
}

/** The body of `<kind>/group/save`: a new folder or leaf (no id), or a rename/move. */
export interface FolderSave<N extends TreeNodeLike<N>> {
  id?: string;
  nodeType: N['nodeType'];
  name: string;
  pid: string | null;
}

/** What an action of a node's menu may ask of the pane. */
export interface FolderPane {
  select(id: string | null): void;
  /** The name dialog of a new leaf (kinds that create a leaf by name), in `parent`. */
  openNewLeaf(parent: string | null): void;
}

/** One more entry of a node's menu: shown above the kit's own (rename, move, delete). */
export interface FolderAction<N> {
  key: string;
  icon: ReactNode;
  /** i18n key of the label. */
  label: string;
  /** Only on folders or only on leaves; on every node when absent. */
  on?: 'folder' | 'leaf';
  /** Only on the nodes it answers true for; on every one (of `on`) when absent. */
  shows?(node: N): boolean;
  run(node: N): void;
}

/**
 * The i18n keys of the texts of one kind's tree. `{{name}}` is the node's name wherever a
 * text names one.
 */
export interface FolderTexts {
  search: string;
  refresh: string;
  loadFailed: string;
  retry: string;
  empty: string;
  noMatch: string;
  actions: string;
  newFolder: string;
  newSubfolder: string;
  folderCreated: string;
  rename: string;
  renameTitle: string;
  /** A toast after a rename, for kinds that say so. */
  renamed?: string;
  name: string;
  save: string;
  cancel: string;
  moveTo: string;
  moveTitle: string;
  moveOk: string;
  /** A label above the folder picker, for kinds that show one. */
  moveTarget?: string;
  /** A toast after a move, for kinds that say so. */
  moved?: string;
  root: string;
  delete: string;
  deleteFolderTitle: string;
  deleteLeafTitle: string;
  deleteFolderHint: string;
  deleteLeafHint: string;
  deleted: string;
  /** The "New <leaf>" button. */
  newLeaf?: string;
  /** The name dialog of a new leaf: its title, folder label and OK button. */
  newLeafTitle?: string;
  newLeafFolder?: string;
  create?: string;
}

/**
 * One resource kind's folder tree (datasets, charts, dashboards…): the small adapter the
 * shared `FolderTreePane` needs. Adding a kind with folders is one of these.
 */
export interface FolderTreeKind<N extends TreeNodeLike<N>> {
  /** Prefix of the test ids and CSS classes (`<prefix>-tree`, `<prefix>-node-<name>`…). */
  prefix: string;
  /** The nodeType of a leaf. */
  leafType: N['nodeType'];
  texts: FolderTexts;
  /** The rule a folder or leaf name follows (SPEC §5). */
  nameSchema: z.ZodType;
  useTree(): TreeQuery<N>;
  useSave(): Mutation<FolderSave<N>, { id: string }>;
  useDelete(): Mutation<N, unknown>;
  /** The folders the move and new-leaf pickers offer; the tree's own when absent. */
  useFolderChoices?(): TreeQuery<N>;
  /** More menu entries (copy, new leaf here…); a hook, so an entry may use a mutation. */
  useActions?(pane: FolderPane): FolderAction<N>[];
  /** A node's icon; `open` for an expanded folder. */
  icon(node: N, open: boolean): ReactNode;
  /** Something after the name (a dataset's extract badge). */
  badge?(node: N): ReactNode;
  /** Whether the menu shows on a node for a manager (a dashboard asks for 'manage'). */
  mayChange?(node: N): boolean;
  /** The kind of resource a leaf is, for "Authorise" (who holds what on it); none when absent. */
  grantKind?: GrantKind;
  /** Whether the caller manages this leaf, so may authorise others on it; every leaf when absent. */
  canAuthorise?(node: N): boolean;
  /** Drag a node onto a folder to move it. */
  draggable?: boolean;
  /** Right-click on a node's menu button opens it too. */
  menuOnContextClick?: boolean;
  /** A class of the loading spinner's box. */
  loadingClass?: string;
  /** A class of the search box's icon. */
  searchIconClass?: string;
}
