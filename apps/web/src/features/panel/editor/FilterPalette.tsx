import { FilterOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { FILTER_WIDGETS, type FilterWidgetName } from '@tessera/contracts';
import { filterWidgetMeta } from '../../../filters/registry';
import { filterPaletteItem, PALETTE_DRAG_TYPE } from './palette';

/**
 * The palette's Filters section (SPEC §2 filter widgets): drag one onto the canvas, or click it
 * to place it in the middle of what is in view, like the other items.
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
      {FILTER_WIDGETS.map((name) => (
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
            <span className="panel-palette__icon">
              {filterWidgetMeta(name)?.icon ?? <FilterOutlined />}
            </span>
            <span className="panel-palette__label">{t(`filters.widget.${name}`)}</span>
          </button>
        </Tooltip>
      ))}
    </section>
  );
}
