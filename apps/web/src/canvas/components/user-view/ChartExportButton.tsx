import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CHART_EXPORT_FORMATS,
  TOAST_DURATION,
  type ChartDataRequest,
  type ChartExportFormat,
} from '@tessera/contracts';
import { exportChartData } from '../../../api/chartExport';
import { feedback, toastError } from '../../../app/feedback';
import { LazyDropdown } from '../../../lib/LazyDropdown';

export interface ChartExportButtonProps {
  viewId: string;
  /** The conditions the chart is drawn under: the export holds the rows the chart shows. */
  request: ChartDataRequest;
  /** A share link's visitor: through the link's own call (its owner allows exports). */
  viaLink?: boolean;
  /** Names the button for tests (the chart's component id). */
  testId?: string;
}

const FORMAT_LABEL: Record<ChartExportFormat, 'chartExport.excel' | 'chartExport.csv'> = {
  xlsx: 'chartExport.excel',
  csv: 'chartExport.csv',
};

/**
 * "Export → Excel / CSV" for one chart (issue 23 part 5): the file downloads under the chart's
 * name; an export the server's row limit cut says so. Whoever places it has decided the viewer
 * may export (the chart's grant, or the link's owner allowing it).
 */
export function ChartExportButton({
  viewId,
  request,
  viaLink = false,
  testId,
}: ChartExportButtonProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: ChartExportFormat) => {
    setBusy(true);
    try {
      const result = await exportChartData(viewId, request, format, { viaLink });
      if (result.cutAt !== undefined) {
        const count = (n: number) => n.toLocaleString(i18n.language);
        void feedback.message.warning({
          content:
            result.totalRows !== undefined
              ? t('chartExport.cut', { shown: count(result.cutAt), total: count(result.totalRows) })
              : t('chartExport.cutUnknown', { shown: count(result.cutAt) }),
          duration: TOAST_DURATION.warning / 1000,
        });
      }
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const label = busy ? t('chartExport.running') : t('chartExport.action');
  return (
    <LazyDropdown
      disabled={busy}
      menu={{
        items: CHART_EXPORT_FORMATS.map((format) => ({
          key: format,
          label: t(FORMAT_LABEL[format]),
          'data-testid': `chart-export-${format}${testId ? `-${testId}` : ''}`,
        })),
        onClick: ({ key }) => void run(key as ChartExportFormat),
      }}
    >
      <Button
        size="small"
        type="text"
        icon={<DownloadOutlined />}
        loading={busy}
        title={label}
        aria-label={label}
        data-testid={`chart-export${testId ? `-${testId}` : ''}`}
      />
    </LazyDropdown>
  );
}
