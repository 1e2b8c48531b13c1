import { Dropdown } from 'antd';
import { ExpandOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface ChartMenuAt {
  x: number;
  y: number;
}

/**
 * The preview's one context menu for charts, opened at the pointer (an invisible anchor there):
 * today it offers the chart detail dialog; drill and linkage join it in issue 10.
 */
export function ChartContextMenu({
  at,
  onDetail,
  onClose,
}: {
  at: ChartMenuAt | null;
  onDetail(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  if (!at) return null;
  return (
    <Dropdown
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      trigger={['contextMenu']}
      menu={{
        items: [{ key: 'detail', icon: <ExpandOutlined />, label: t('panelView.chart.detail') }],
        onClick: () => {
          onClose();
          onDetail();
        },
      }}
    >
      <div
        aria-hidden
        style={{ position: 'fixed', left: at.x, top: at.y, width: 1, height: 1 }}
        data-testid="chart-menu-anchor"
      />
    </Dropdown>
  );
}
