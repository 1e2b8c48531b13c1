import { lazy, Suspense, useCallback, useEffect, useState, type RefObject } from 'react';
import { Button, type MenuProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LazyDropdown } from '../../../lib/LazyDropdown';
import type { DashboardExportFormat } from './exportLayout';

// The export itself (its task, progress card, modern-screenshot, and jsPDF later for a PDF)
// arrives with the first export: none of it is part of what a dashboard downloads to open.
// Its chunk failing to arrive (a deploy replaced it, the network dropped) says so beside the
// button instead of taking the page down with it.
const DashboardExportRun = lazy(() =>
  import('./DashboardExportRun').catch((error: unknown) => ({
    default: function ExportNotLoaded({ onEnded }: { onEnded: () => void }) {
      const { t } = useTranslation();
      useEffect(onEnded, [onEnded]);
      return (
        <span
          style={{ color: 'var(--ant-color-error, #ff4d4f)' }}
          role="alert"
          data-testid="dashboard-export-failed"
        >
          {t('dashboardExport.failed', { message: String(error) })}
        </span>
      );
    },
  })),
);

/** The element holding the dashboard: a ref, or a function that finds it when asked. */
export type DashboardExportTarget = RefObject<HTMLElement | null> | (() => HTMLElement | null);

export interface DashboardExportButtonProps {
  /** Where the dashboard is drawn (PanelView inside it): the page's body, say. */
  target: DashboardExportTarget;
  /** The dashboard's name: the file is called after it. */
  name: string;
  size?: 'small' | 'middle' | 'large';
  /** Told when an export starts (a share link's page records it as the link's event). */
  onStart?(format: DashboardExportFormat): void;
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
export function DashboardExportButton({ target, name, size, onStart }: DashboardExportButtonProps) {
  const { t } = useTranslation();
  /** The export on screen (a new id per export: a new run), and whether its task still runs. */
  const [run, setRun] = useState<{ id: number; format: DashboardExportFormat } | null>(null);
  const [running, setRunning] = useState(false);
  const getRoot = useCallback(
    () => (typeof target === 'function' ? target() : target.current),
    [target],
  );
  const items: MenuProps['items'] = FORMATS.map(({ key, label }) => ({
    key,
    label: <span data-testid={`dashboard-export-${key}`}>{t(label)}</span>,
  }));
  const ended = useCallback(() => setRunning(false), []);
  const start = (format: DashboardExportFormat) => {
    if (running) return;
    setRunning(true);
    setRun((previous) => ({ id: (previous?.id ?? 0) + 1, format }));
    onStart?.(format);
  };

  return (
    <>
      <LazyDropdown
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
      </LazyDropdown>
      {run && (
        <Suspense fallback={null}>
          <DashboardExportRun
            key={run.id}
            format={run.format}
            getRoot={getRoot}
            name={name}
            onEnded={ended}
            onClose={() => setRun((current) => (current?.id === run.id ? null : current))}
          />
        </Suspense>
      )}
    </>
  );
}
