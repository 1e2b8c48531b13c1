import { useTranslation } from 'react-i18next';
import type { DatasetTreeNode } from '@tessera/contracts';
import { DeleteDialog } from './DeleteDialog';
import { MoveDialog } from './MoveDialog';
import { NameDialog } from './NameDialog';
import type { useTreeActions } from './useTreeActions';

/** Whichever dialog the tree's actions opened. */
export function TreeDialogs({
  actions,
  tree,
}: {
  actions: ReturnType<typeof useTreeActions>;
  tree: readonly DatasetTreeNode[];
}) {
  const { t } = useTranslation();
  const { dialog } = actions;
  const close = () => actions.setDialog(null);
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'newFolder':
      return (
        <NameDialog
          title={t('dataset.tree.newFolder')}
          initial=""
          busy={actions.saving}
          onSubmit={(name) => actions.createFolder(dialog.parent, name)}
          onClose={close}
        />
      );
    case 'rename':
      return (
        <NameDialog
          title={t('dataset.tree.renameTitle', { name: dialog.node.name })}
          initial={dialog.node.name}
          busy={actions.saving}
          onSubmit={(name) => actions.rename(dialog.node, name)}
          onClose={close}
        />
      );
    case 'move':
      return (
        <MoveDialog
          node={dialog.node}
          tree={tree}
          busy={actions.saving}
          onSubmit={(pid) => actions.move(dialog.node, pid)}
          onClose={close}
        />
      );
    case 'delete':
      return (
        <DeleteDialog
          node={dialog.node}
          busy={actions.deleting}
          error={actions.deleteError}
          onConfirm={() => actions.confirmDelete(dialog.node)}
          onClose={close}
        />
      );
  }
}
