import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterWidgetName } from '@tessera/contracts';
import { paletteEntries } from '../../../canvas/components/registry';
import { FilterPalette } from './FilterPalette';
import { PALETTE_DRAG_TYPE, type PaletteItem } from './paletteItems';

/**
 * The widget palette (SPEC §2), as the registered component types list it: drag an item onto the canvas to place it where it is dropped,
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
      {paletteEntries().map(({ item, icon, labelKey, hintKey }) => (
        <Tooltip key={item} title={t(hintKey)} placement="right">
          <button
            type="button"
            className="panel-palette__item"
            draggable
            data-testid={`palette-${item}`}
            onDragStart={(event) => {
              event.dataTransfer.setData(PALETTE_DRAG_TYPE, item);
              event.dataTransfer.effectAllowed = 'copy';
            }}
            // The item is one a registered type lists (isPaletteItem's rule).
            onClick={() => onAdd(item as PaletteItem)}
          >
            <span className="panel-palette__icon">{icon}</span>
            <span className="panel-palette__label">{t(labelKey)}</span>
          </button>
        </Tooltip>
      ))}
      <FilterPalette onAdd={onAddFilter} />
    </nav>
  );
}
