import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatasetTreeNode } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { useDeleteNode, useSaveGroup } from '../queries';
import type { NodeAction } from './NodeTitle';

/** The dialog open over the tree, if any. `parent` of a new folder: null at the top level. */
export type TreeDialog =
  | { kind: 'newFolder'; parent: string | null }
  | { kind: 'rename' | 'move' | 'delete'; node: DatasetTreeNode }
  | null;

/** The tree's create / rename / move / delete, each through its dialog. */
export function useTreeActions(onDeleted: (node: DatasetTreeNode) => void) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<TreeDialog>(null);
  const save = useSaveGroup();
  const remove = useDeleteNode();

  const open = (action: NodeAction, node: DatasetTreeNode) => {
    remove.reset();
    setDialog(
      action === 'newFolder' ? { kind: 'newFolder', parent: node.id } : { kind: action, node },
    );
  };

  const createFolder = (parent: string | null, name: string) =>
    save
      .mutateAsync({ nodeType: 'folder', name, pid: parent })
      .then(() => toastSuccess(t('dataset.tree.folderCreated', { name })));

  const rename = (node: DatasetTreeNode, name: string) =>
    save.mutateAsync({ id: node.id, nodeType: node.nodeType, name, pid: node.pid });

  const move = (node: DatasetTreeNode, pid: string | null) =>
    save.mutateAsync({ id: node.id, nodeType: node.nodeType, name: node.name, pid });

  const confirmDelete = (node: DatasetTreeNode) =>
    remove.mutate(node, {
      onSuccess: () => {
        toastSuccess(t('dataset.delete.done', { name: node.name }));
        setDialog(null);
        onDeleted(node);
      },
    });

  return {
    dialog,
    setDialog,
    open,
    createFolder,
    rename,
    move,
    confirmDelete,
    saving: save.isPending,
    deleting: remove.isPending,
    deleteError: remove.error,
  };
}
