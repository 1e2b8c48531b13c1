import { useTranslation } from 'react-i18next';
import type { DeptNode } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { DeptDeleteDialog } from './DeptDeleteDialog';
import { DeptMoveDialog } from './DeptMoveDialog';
import { DeptNameDialog } from './DeptNameDialog';
import type { DeptMutations } from './useDeptMutations';

/** The open dialog: a new organisation (under `parent`, or top level), or an action on a node. */
export type DeptDialog =
  | { kind: 'create'; parent: DeptNode | null }
  | { kind: 'rename' | 'move' | 'delete'; node: DeptNode }
  | null;

export interface DeptDialogsProps {
  dialog: DeptDialog;
  tree: readonly DeptNode[];
  mutations: DeptMutations;
  onClose(): void;
}

/** The organisations page's dialogs, each saving through its mutation and toasting success. */
export function DeptDialogs({ dialog, tree, mutations, onClose }: DeptDialogsProps) {
  const { t } = useTranslation();
  const { create, update, remove } = mutations;
  if (!dialog) return null;

  if (dialog.kind === 'create') {
    const { parent } = dialog;
    return (
      <DeptNameDialog
        title={parent ? t('orgs.createSubTitle', { name: parent.name }) : t('orgs.createTitle')}
        okText={t('orgs.create')}
        initial=""
        busy={create.isPending}
        error={create.error}
        onSubmit={(name) =>
          create
            .mutateAsync({ name, pid: parent?.id ?? 0 })
            .then(() => toastSuccess(t('orgs.created')))
        }
        onClose={onClose}
      />
    );
  }

  const { node } = dialog;
  if (dialog.kind === 'rename')
    return (
      <DeptNameDialog
        title={t('orgs.renameTitle', { name: node.name })}
        okText={t('orgs.save')}
        initial={node.name}
        busy={update.isPending}
        error={update.error}
        onSubmit={(name) =>
          update
            .mutateAsync({ id: node.id, name, pid: node.pid })
            .then(() => toastSuccess(t('orgs.saved')))
        }
        onClose={onClose}
      />
    );
  if (dialog.kind === 'move')
    return (
      <DeptMoveDialog
        tree={tree}
        node={node}
        busy={update.isPending}
        error={update.error}
        onSubmit={(pid) =>
          update
            .mutateAsync({ id: node.id, name: node.name, pid })
            .then(() => toastSuccess(t('orgs.moved')))
        }
        onClose={onClose}
      />
    );
  return (
    <DeptDeleteDialog
      node={node}
      busy={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        remove.mutate(node.id, {
          onSuccess: () => {
            toastSuccess(t('orgs.deleted'));
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
