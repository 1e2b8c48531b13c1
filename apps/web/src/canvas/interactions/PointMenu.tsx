import { createPortal } from 'react-dom';
import { Dropdown } from 'antd';
import { ApartmentOutlined, ExportOutlined, LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PointMenuState } from './useChartInteractions';
import type { PointAction } from './pointActions';

const ICONS: Record<PointAction, React.ReactNode> = {
  drill: <ApartmentOutlined />,
  linkage: <LinkOutlined />,
  jump: <ExportOutlined />,
};

/** SPEC §2: the small menu a point offers when it can both drill and filter (or jump). */
export function PointMenu({ menu, onClose }: { menu: PointMenuState | null; onClose(): void }) {
  const { t } = useTranslation();
  if (!menu) return null;
  // In the page's body: inside a canvas scaled as one picture (a CSS transform) the fixed
  // anchor would be placed and scaled relative to the canvas, not the window.
  return createPortal(
    <Dropdown
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      trigger={['click']}
      menu={{
        items: menu.actions.map((action) => ({
          key: action,
          icon: ICONS[action],
          label: t(`interaction.point.${action}`),
          'data-testid': `point-menu-${action}`,
        })),
        onClick: ({ key }) => {
          onClose();
          menu.run(key as PointAction);
        },
      }}
    >
      <div
        aria-hidden
        style={{ position: 'fixed', left: menu.at.x, top: menu.at.y, width: 1, height: 1 }}
        data-testid="point-menu-anchor"
      />
    </Dropdown>,
    document.body,
  );
}
