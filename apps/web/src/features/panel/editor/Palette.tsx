import {
  AppstoreOutlined,
  BarChartOutlined,
  BorderOutlined,
  CloudUploadOutlined,
  FontSizeOutlined,
  PictureOutlined,
} from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterWidgetName } from '@tessera/contracts';
import { FilterPalette } from './FilterPalette';
import { PALETTE, PALETTE_DRAG_TYPE, type PaletteItem } from './palette';

const ICONS: Record<PaletteItem, ReactNode> = {
  text: <FontSizeOutlined />,
  rect: <BorderOutlined />,
  button: <AppstoreOutlined />,
  picture: <PictureOutlined />,
  'user-view': <BarChartOutlined />,
  'picture-upload': <CloudUploadOutlined />,
};

/**
 * The widget palette (SPEC §2): drag an item onto the canvas to place it where it is dropped,
 * or click it to place it in the middle of what is in view. The filter widgets follow in their
 * own section.
 */
export function Palette({
  onAdd,
  onAddFilter,
}: {
  onAdd(item: PaletteItem): void;
  onAddFilter(name: FilterWidgetName): void;
}) {
  const { t } = useTranslation();
  return (
    <nav
      className="panel-palette"
      aria-label={t('panelEditor.palette.title')}
      data-testid="panel-palette"
    >
      {PALETTE.map((item) => (
        <Tooltip key={item} title={t(`panelEditor.palette.hint.${item}`)} placement="right">
          <button
            type="button"
            className="panel-palette__item"
            draggable
            data-testid={`palette-${item}`}
            onDragStart={(event) => {
              event.dataTransfer.setData(PALETTE_DRAG_TYPE, item);
              event.dataTransfer.effectAllowed = 'copy';
            }}
            onClick={() => onAdd(item)}
          >
            <span className="panel-palette__icon">{ICONS[item]}</span>
            <span className="panel-palette__label">{t(`panelEditor.palette.${item}`)}</span>
          </button>
        </Tooltip>
      ))}
      <FilterPalette onAdd={onAddFilter} />
    </nav>
  );
}
