import { Button, Progress, Typography } from 'antd';
import { CheckCircleFilled, CloseOutlined, WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { exportFileName } from './exportLayout';
import type { DashboardExportState } from './useDashboardExport';
import './export.css';

export interface ExportProgressPanelProps {
  state: NonNullable<DashboardExportState>;
  name: string;
  onCancel: () => void;
  onDismiss: () => void;
}

/**
 * A small floating card at the window's corner while a dashboard export runs: the step, a bar,
 * and Cancel; then "saved" or what went wrong. Drawn where the button is (inside antd's App, so
 * in the app's font), marked to stay out of the picture should the button sit on the dashboard.
 * Loaded with the first export.
 */
export default function ExportProgressPanel({
  state,
  name,
  onCancel,
  onDismiss,
}: ExportProgressPanelProps) {
  const { t } = useTranslation();
  const file = exportFileName(name, state.format);
  let body;
  if (state.phase === 'running') {
    const { step, percent, done, total } = state.progress;
    body = (
      <>
        <div
          className="dashboard-export__step"
          data-testid="dashboard-export-step"
          data-step={step}
        >
          <span>{t(`dashboardExport.step.${step}`)}</span>
          {total !== undefined && total > 0 && (
            <span className="dashboard-export__count">
              {t('dashboardExport.count', { done, total })}
            </span>
          )}
        </div>
        <Progress percent={percent} status="active" size="small" />
        <div className="dashboard-export__actions">
          <Button size="small" onClick={onCancel} data-testid="dashboard-export-cancel">
            {t('dashboardExport.cancel')}
          </Button>
        </div>
      </>
    );
  } else if (state.phase === 'done') {
    body = (
      <div className="dashboard-export__end" data-testid="dashboard-export-done">
        <CheckCircleFilled className="dashboard-export__ok" />
        <span>{t('dashboardExport.done', { file })}</span>
      </div>
    );
  } else {
    body = (
      <div className="dashboard-export__end" data-testid="dashboard-export-failed">
        <WarningFilled className="dashboard-export__bad" />
        <span>{t('dashboardExport.failed', { message: state.message })}</span>
      </div>
    );
  }
  return (
    <div
      className="dashboard-export"
      role="status"
      aria-live="polite"
      data-testid="dashboard-export-progress"
      data-phase={state.phase}
      data-export-skip
    >
      <div className="dashboard-export__head">
        <Typography.Text strong ellipsis>
          {t('dashboardExport.title', { file })}
        </Typography.Text>
        {state.phase !== 'running' && (
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('dashboardExport.close')}
            onClick={onDismiss}
            data-testid="dashboard-export-close"
          />
        )}
      </div>
      {body}
    </div>
  );
}
