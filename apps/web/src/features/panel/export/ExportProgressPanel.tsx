import type { CSSProperties } from 'react';
import { Button, Progress } from 'antd';
import { CheckCircleFilled, CloseOutlined, WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { exportFileName } from './exportLayout';
import type { DashboardExportState } from './DashboardExportRun';

/**
 * The card, in antd's default light look. Literal colours rather than theme.useToken(): the
 * hook's module would split from the app shell's chunk into one more file on every page.
 */
const CARD: CSSProperties = {
  position: 'fixed',
  right: 16,
  bottom: 16,
  zIndex: 1100,
  width: 'min(340px, calc(100vw - 32px))',
  boxSizing: 'border-box',
  padding: '12px 14px',
  color: 'rgba(0, 0, 0, 0.88)',
  background: '#ffffff',
  borderRadius: 8,
  boxShadow:
    '0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
};
const ROW: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: 8 };
const HEAD: CSSProperties = { ...ROW, alignItems: 'center', minHeight: 24 };
const TITLE: CSSProperties = {
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
const STEP: CSSProperties = { ...ROW, marginTop: 6, color: 'rgba(0, 0, 0, 0.65)' };
const COUNT: CSSProperties = { fontVariantNumeric: 'tabular-nums' };
const ACTIONS: CSSProperties = { display: 'flex', justifyContent: 'flex-end', marginTop: 4 };
const END: CSSProperties = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 8,
  marginTop: 6,
  overflowWrap: 'anywhere',
};

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
 * Loaded with the first export (DashboardExportRun).
 */
export function ExportProgressPanel({
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
        <div style={STEP} data-testid="dashboard-export-step" data-step={step}>
          <span>{t(`dashboardExport.step.${step}`)}</span>
          {total !== undefined && total > 0 && (
            <span style={COUNT}>{t('dashboardExport.count', { done, total })}</span>
          )}
        </div>
        <Progress percent={percent} status="active" size="small" />
        <div style={ACTIONS}>
          <Button size="small" onClick={onCancel} data-testid="dashboard-export-cancel">
            {t('dashboardExport.cancel')}
          </Button>
        </div>
      </>
    );
  } else if (state.phase === 'done') {
    body = (
      <div style={END} data-testid="dashboard-export-done">
        <CheckCircleFilled style={{ color: '#52c41a', marginTop: 4 }} />
        <span>{t('dashboardExport.done', { file })}</span>
      </div>
    );
  } else {
    body = (
      <div style={END} data-testid="dashboard-export-failed">
        <WarningFilled style={{ color: '#faad14', marginTop: 4 }} />
        <span>{t('dashboardExport.failed', { message: state.message })}</span>
      </div>
    );
  }
  return (
    <div
      style={CARD}
      role="status"
      aria-live="polite"
      data-testid="dashboard-export-progress"
      data-phase={state.phase}
      data-export-skip
    >
      <div style={HEAD}>
        {/* Not antd's Typography: its chunk would split a shared one on the dashboard's path. */}
        <span style={TITLE}>{t('dashboardExport.title', { file })}</span>
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
