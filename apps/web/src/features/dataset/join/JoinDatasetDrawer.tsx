import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { JoinForm } from './JoinForm';
import './join.css';

export interface JoinDatasetDrawerProps {
  open: boolean;
  /** The folder the new dataset goes into (null: the root). */
  groupId: string | null;
  onClose(): void;
  onDone(datasetId: string): void;
}

/** Create a join dataset; the form mounts afresh each time the drawer opens. */
export function JoinDatasetDrawer({ open, groupId, onClose, onDone }: JoinDatasetDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={760}
      destroyOnHidden
      title={t('datasetJoin.title')}
      rootClassName="dsj-drawer"
      data-testid="dsj-drawer"
    >
      {open && <JoinForm groupId={groupId} onCancel={onClose} onDone={onDone} />}
    </Drawer>
  );
}
