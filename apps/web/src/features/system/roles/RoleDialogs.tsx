import { useTranslation } from 'react-i18next';
import type { RoleRow } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { RoleDeleteDialog } from './RoleDeleteDialog';
import { RoleDialog } from './RoleDialog';
import type { RoleMutations } from './useRoleMutations';

export type RoleDialogState =
  { kind: 'create' } | { kind: 'edit' | 'delete'; role: RoleRow } | null;

export interface RoleDialogsProps {
  dialog: RoleDialogState;
  mutations: RoleMutations;
  /** A role was created: the page shows it. */
  onCreated(id: number): void;
  onClose(): void;
}

/** The roles page's dialogs, each saving through its mutation and toasting success. */
export function RoleDialogs({ dialog, mutations, onCreated, onClose }: RoleDialogsProps) {
  const { t } = useTranslation();
  const { create, update, remove } = mutations;
  if (!dialog) return null;
  if (dialog.kind === 'create')
    return (
      <RoleDialog
        title={t('roles.createTitle')}
        okText={t('roles.create')}
        initial={{ name: '', description: '' }}
        busy={create.isPending}
        error={create.error}
        onSubmit={(values) =>
          create.mutateAsync(values).then(({ id }) => {
            toastSuccess(t('roles.created'));
            onCreated(id);
          })
        }
        onClose={onClose}
      />
    );
  const { role } = dialog;
  if (dialog.kind === 'edit')
    return (
      <RoleDialog
        title={t('roles.editTitle', { name: role.name })}
        okText={t('roles.save')}
        initial={{ name: role.name, description: role.description ?? '' }}
        busy={update.isPending}
        error={update.error}
        onSubmit={(values) =>
          update.mutateAsync({ id: role.id, ...values }).then(() => toastSuccess(t('roles.saved')))
        }
        onClose={onClose}
      />
    );
  return (
    <RoleDeleteDialog
      name={role.name}
      busy={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        remove.mutate(role.id, {
          onSuccess: () => {
            toastSuccess(t('roles.deleted'));
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
