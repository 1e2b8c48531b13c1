import { useState, type ReactNode } from 'react';
import { SafetyOutlined } from '@ant-design/icons';
import { AuthoriseDialog } from '../grants/AuthoriseDialog';
import type { FolderAction, FolderPane, FolderTreeKind } from './folderKind';
import type { TreeNodeLike } from './treeModel';

/** The kit's own entries of a node's menu, and the dialogs they open (the pane renders them). */
export interface KitActions<N> {
  actions: FolderAction<N>[];
  dialogs: ReactNode;
}

/**
 * Menu entries every kind's tree shows, after the kind's own and before the kit's rename, move
 * and delete: "Authorise" (who holds what on a leaf) for kinds with a `grantKind`, on leaves the
 * caller manages. A hook, so an entry may hold a mutation or open a dialog of its own.
 */
export function useKitActions<N extends TreeNodeLike<N>>(
  kind: FolderTreeKind<N>,
  _pane: FolderPane,
): KitActions<N> {
  const [authorising, setAuthorising] = useState<N | null>(null);
  const { grantKind } = kind;
  if (!grantKind) return { actions: [], dialogs: null };
  const authorise: FolderAction<N> = {
    key: 'authorise',
    icon: <SafetyOutlined />,
    label: 'grants.authorise',
    on: 'leaf',
    shows: (node) => kind.canAuthorise?.(node) ?? true,
    run: setAuthorising,
  };
  return {
    actions: [authorise],
    dialogs: authorising && (
      <AuthoriseDialog
        kind={grantKind}
        resourceId={authorising.id}
        resourceName={authorising.name}
        canManage
        onClose={() => setAuthorising(null)}
      />
    ),
  };
}
