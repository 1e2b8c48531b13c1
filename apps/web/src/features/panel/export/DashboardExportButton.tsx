import { lazy, Suspense, useCallback, type RefObject } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DashboardExportFormat } from './exportLayout';
import { useDashboardExport } from './useDashboardExport';

// The progress card arrives with the first export, beside the export code itself: neither is
// part of what a dashboard downloads to open.
const ExportProgressPanel = lazy(() => import('./ExportProgressPanel'));

/** The element holding the dashboard: a ref, or a function that finds it when asked. */
export type DashboardExportTarget = RefObject<HTMLElement | null> | (() => HTMLElement | null);

export interface DashboardExportButtonProps {
  /** Where the dashboard is drawn (PanelView inside it): the page's body, say. */
  target: DashboardExportTarget;
  /** The dashboard's name: the file is called after it. */
  name: string;
  size?: 'small' | 'middle' | 'large';
}

const FORMATS: readonly { key: DashboardExportFormat; label: string }[] = [
  { key: 'png', label: 'dashboardExport.png' },
  { key: 'pdf-page', label: 'dashboardExport.pdfPage' },
  { key: 'pdf-screens', label: 'dashboardExport.pdfScreens' },
];

/**
 * "Export" with its three choices (PNG, PDF on one page, PDF a page per screen height): the
 * dashboard as the viewer sees it, drawn in the background with a progress card. Needs no
 * session: it reads only the page's DOM, so the link visitor's page can place it too.
 */
export function DashboardExportButton({ target, name, size }: DashboardExportButtonProps) {
  const { t } = useTranslation();
  const getRoot = useCallback(
    () => (typeof target === 'function' ? target() : target.current),
    [target],
  );
  const { state, start, cancel, dismiss } = useDashboardExport(getRoot, name);
  const running = state?.phase === 'running';
  const items: MenuProps['items'] = FORMATS.map(({ key, label }) => ({
    key,
    label: <span data-testid={`dashboard-export-${key}`}>{t(label)}</span>,
  }));

  return (
    <>
      <Dropdown
        trigger={['click']}
        disabled={running}
        menu={{ items, onClick: ({ key }) => start(key as DashboardExportFormat) }}
      >
        <Button
          icon={<DownloadOutlined />}
          size={size}
          loading={running}
          data-testid="dashboard-export"
          data-export-skip
        >
          {t('dashboardExport.button')}
        </Button>
      </Dropdown>
      {state && (
        <Suspense fallback={null}>
          <ExportProgressPanel state={state} name={name} onCancel={cancel} onDismiss={dismiss} />
        </Suspense>
      )}
    </>
  );
}
