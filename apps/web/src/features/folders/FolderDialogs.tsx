import { useTranslation } from 'react-i18next';
import { DeleteDialog } from './DeleteDialog';
import type { FolderTreeKind } from './folderKind';
import { MoveDialog } from './MoveDialog';
import { NameDialog } from './NameDialog';
import type { TreeNodeLike } from './treeModel';
import type { FolderActions } from './useFolderActions';

/** Whichever dialog the tree's actions opened. */
export function FolderDialogs<N extends TreeNodeLike<N>>({
  kind,
  actions,
}: {
  kind: FolderTreeKind<N>;
  actions: FolderActions<N>;
}) {
  const { t } = useTranslation();
  const { dialog, close } = actions;
  const { texts } = kind;
  if (!dialog) return null;
  const naming = { kind, busy: actions.saving, onClose: close };
  switch (dialog.kind) {
    case 'newFolder':
      return (
        <NameDialog
          {...naming}
          title={t(texts.newFolder)}
          okText={t(texts.create ?? texts.save)}
          initial=""
          onSubmit={(name) => actions.createFolder(dialog.parent, name)}
        />
      );
    case 'newLeaf':
      return (
        <NameDialog
          {...naming}
          title={t(texts.newLeafTitle ?? texts.newFolder)}
          okText={t(texts.create ?? texts.save)}
          initial=""
          folder={{ initial: dialog.parent }}
          onSubmit={(name, pid) => actions.createLeaf(pid, name)}
        />
      );
    case 'rename':
      return (
        <NameDialog
          {...naming}
          title={t(texts.renameTitle, { name: dialog.node.name })}
          okText={t(texts.save)}
          initial={dialog.node.name}
          onSubmit={(name) => actions.rename(dialog.node, name)}
        />
      );
    case 'move':
      return (
        <MoveDialog
          kind={kind}
          node={dialog.node}
          busy={actions.saving}
          onSubmit={(pid) => actions.move(dialog.node, pid)}
          onClose={close}
        />
      );
    case 'delete':
      return (
        <DeleteDialog
          kind={kind}
          node={dialog.node}
          busy={actions.deleting}
          error={actions.deleteError}
          onConfirm={() => actions.confirmDelete(dialog.node)}
          onClose={close}
        />
      );
  }
}
