import { Alert, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { UPLOAD_EXTENSIONS } from '@tessera/contracts';
import { FileDragger } from '../../../lib/files/FileDragger';
import type { UploadState } from './useFileUpload';
import { MAX_UPLOAD_MB } from './uploadRules';

export interface FilePickStepProps {
  state: UploadState;
  onPick(file: File): void;
}

const ACCEPT = UPLOAD_EXTENSIONS.join(',');

/** Pick or drop a file; while it travels, a progress bar; a refusal or failure in place. */
export function FilePickStep({ state, onPick }: FilePickStepProps) {
  const { t } = useTranslation();
  const uploading = state.phase === 'uploading';
  return (
    <div className="dsu-pick">
      <FileDragger
        accept={ACCEPT}
        disabled={uploading}
        onPick={onPick}
        title={t('datasetUpload.pick.title')}
        hint={t('datasetUpload.pick.hint', { max: MAX_UPLOAD_MB })}
        testId="dsu-dragger"
      />
      {uploading && <UploadProgress state={state} />}
      {state.phase === 'refused' && (
        <Alert
          type="error"
          showIcon
          className="dsu-alert"
          data-testid="dsu-refused"
          title={t(`datasetUpload.refused.${state.problem}`, {
            name: state.fileName,
            max: MAX_UPLOAD_MB,
          })}
        />
      )}
      {state.phase === 'failed' && (
        <Alert
          type="error"
          showIcon
          className="dsu-alert"
          data-testid="dsu-upload-failed"
          title={t('datasetUpload.pick.failed', { name: state.fileName })}
          description={state.message}
        />
      )}
    </div>
  );
}

function UploadProgress({ state }: { state: Extract<UploadState, { phase: 'uploading' }> }) {
  const { t } = useTranslation();
  const percent = Math.floor(state.sent * 100);
  // Everything sent: the server is reading the file and inferring its columns.
  const reading = state.sent >= 1;
  return (
    <div className="dsu-progress" data-testid="dsu-progress" data-percent={percent}>
      <div className="dsu-progress__line">
        <span className="ds-strong">{state.fileName}</span>
        <span className="ds-muted">
          {reading ? t('datasetUpload.pick.reading') : t('datasetUpload.pick.sending')}
        </span>
      </div>
      <Progress percent={percent} status="active" />
    </div>
  );
}
