import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilePickStep } from './FilePickStep';
import { UploadPreviewStep } from './UploadPreviewStep';
import { useFileUpload } from './useFileUpload';
import './upload.css';

export interface UploadDatasetDrawerProps {
  open: boolean;
  /** The folder a new dataset goes into (null: the root). */
  groupId: string | null;
  /** An existing upload dataset to replace or append to; absent: a new dataset. */
  target?: { datasetId: string; name: string };
  onClose(): void;
  onDone(datasetId: string): void;
}

/** Upload a .csv or .xlsx file, check what was read, correct column types, import. */
export function UploadDatasetDrawer({ open, onClose, target, ...rest }: UploadDatasetDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={760}
      destroyOnHidden
      title={
        target ? t('datasetUpload.titleInto', { name: target.name }) : t('datasetUpload.title')
      }
      rootClassName="dsu-drawer"
      data-testid="dsu-drawer"
    >
      {/* Mounted only while open: closing cancels a running upload and forgets the file. */}
      {open && <UploadSteps target={target} {...rest} />}
    </Drawer>
  );
}

function UploadSteps({
  groupId,
  target,
  onDone,
}: Pick<UploadDatasetDrawerProps, 'groupId' | 'target' | 'onDone'>) {
  const { state, start, reset } = useFileUpload();
  if (state.phase === 'done') {
    return (
      <UploadPreviewStep
        key={state.preview.uploadId}
        preview={state.preview}
        groupId={groupId}
        target={target}
        onBack={reset}
        onDone={onDone}
      />
    );
  }
  return <FilePickStep state={state} onPick={start} />;
}
