import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterWidgetName } from '@tessera/contracts';
import { registeredFilterWidgets } from '../../../filters/registry';
import { filterPaletteItem, PALETTE_DRAG_TYPE } from './paletteItems';

/**
 * The palette's Filters section (SPEC §2 filter widgets, as registered in filters/registry):
 * drag one onto the canvas, or click it to place it in the middle of what is in view, like the
 * other items.
 */
export function FilterPalette({ onAdd }: { onAdd(name: FilterWidgetName): void }) {
  const { t } = useTranslation();
  return (
    <section
      className="panel-palette__section"
      aria-label={t('interactionEditor.palette.filters')}
      data-testid="palette-filters"
    >
      <div className="panel-palette__heading">{t('interactionEditor.palette.filters')}</div>
      {registeredFilterWidgets().map(({ name, labelKey, icon }) => (
        <Tooltip key={name} title={t('interactionEditor.palette.hint')} placement="right">
          <button
            type="button"
            className="panel-palette__item"
            draggable
            data-testid={`palette-filter-${name}`}
            onDragStart={(event) => {
              event.dataTransfer.setData(PALETTE_DRAG_TYPE, filterPaletteItem(name));
              event.dataTransfer.effectAllowed = 'copy';
            }}
            onClick={() => onAdd(name)}
          >
            <span className="panel-palette__icon">{icon}</span>
            <span className="panel-palette__label">{t(labelKey)}</span>
          </button>
        </Tooltip>
      ))}
    </section>
  );
}
