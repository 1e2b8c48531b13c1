import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../app/feedback';
import type { FolderTreeKind } from './folderKind';
import { findTreeNode, type TreeNodeLike } from './treeModel';

/** The dialog open over the tree, if any. `parent`: null at the top level. */
export type FolderDialog<N> =
  | { kind: 'newFolder' | 'newLeaf'; parent: string | null }
  | { kind: 'rename' | 'move' | 'delete'; node: N }
  | null;

/**
 * The tree's create / rename / move / delete, each through its dialog. `onDeleted` hears of a
 * deleted node (the page drops a selection that went with it).
 */
export function useFolderActions<N extends TreeNodeLike<N>>(
  kind: FolderTreeKind<N>,
  callbacks: { onDeleted(node: N): void; onLeafCreated?(id: string): void },
) {
  const { t } = useTranslation();
  const { texts } = kind;
  const [dialog, setDialog] = useState<FolderDialog<N>>(null);
  const save = kind.useSave();
  const remove = kind.useDelete();

  const open = (next: FolderDialog<N>) => {
    save.reset();
    remove.reset();
    setDialog(next);
  };

  const createFolder = async (parent: string | null, name: string) => {
    await save.mutateAsync({ nodeType: 'folder', name, pid: parent });
    toastSuccess(t(texts.folderCreated, { name }));
  };

  const createLeaf = async (parent: string | null, name: string) => {
    const created = await save.mutateAsync({ nodeType: kind.leafType, name, pid: parent });
    callbacks.onLeafCreated?.(created.id);
  };

  const rename = async (node: N, name: string) => {
    await save.mutateAsync({ id: node.id, nodeType: node.nodeType, name, pid: node.pid });
    if (texts.renamed) toastSuccess(t(texts.renamed, { name }));
  };

  const move = async (node: N, pid: string | null) => {
    await save.mutateAsync({ id: node.id, nodeType: node.nodeType, name: node.name, pid });
    if (texts.moved) toastSuccess(t(texts.moved, { name: node.name }));
  };

  const confirmDelete = (node: N) =>
    remove.mutate(node, {
      onSuccess: () => {
        toastSuccess(t(texts.deleted, { name: node.name }));
        setDialog(null);
        callbacks.onDeleted(node);
      },
    });

  return {
    dialog,
    open,
    close: () => setDialog(null),
    createFolder,
    createLeaf,
    rename,
    move,
    confirmDelete,
    saving: save.isPending,
    deleting: remove.isPending,
    deleteError: remove.error,
  };
}

export type FolderActions<N extends TreeNodeLike<N>> = ReturnType<typeof useFolderActions<N>>;

/** Whether `id` is `node` or lies inside it (a folder's delete takes what it holds). */
export const goesWith = <N extends TreeNodeLike<N>>(node: N, id: string) =>
  findTreeNode([node], id) !== undefined;
