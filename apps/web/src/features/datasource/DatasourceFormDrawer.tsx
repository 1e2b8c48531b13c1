import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasourceView } from '@tessera/contracts';
import { DatasourceForm } from './DatasourceForm';

export interface DatasourceFormDrawerProps {
  open: boolean;
  /** null: create a new source (the type picker comes first). */
  editing: DatasourceView | null;
  onClose(): void;
  onSaved(view: DatasourceView): void;
}

/** The drawer around the create/edit form; the form mounts afresh every time it opens. */
export function DatasourceFormDrawer({
  open,
  editing,
  onClose,
  onSaved,
}: DatasourceFormDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={600}
      destroyOnHidden
      title={editing ? t('datasource.form.editTitle') : t('datasource.form.createTitle')}
      rootClassName="ds-drawer"
      data-testid="ds-drawer"
    >
      {open && (
        <DatasourceForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Drawer>
  );
}
