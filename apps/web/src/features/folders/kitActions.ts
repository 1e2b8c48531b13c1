import type { FolderAction, FolderPane, FolderTreeKind } from './folderKind';
import type { TreeNodeLike } from './treeModel';

/**
 * Menu entries every kind's tree shows, after the kind's own and before the kit's rename, move
 * and delete: an action for all resource trees (such as authorising a node) is one entry here.
 * A hook, so an entry may hold a mutation or open a dialog of its own.
 */
export function useKitActions<N extends TreeNodeLike<N>>(
  _kind: FolderTreeKind<N>,
  _pane: FolderPane,
): FolderAction<N>[] {
  return [];
}
