import { useState, type DragEvent } from 'react';
import { Button, Dropdown, Tag, type MenuProps } from 'antd';
import { CloseOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  aggregationSchema,
  dateGroupingSchema,
  type ChartAxisField,
  type DatasetField,
} from '@tessera/contracts';
import type { WellRule } from '../../../charts/types';
import { DeTypeIcon } from '../../../lib/deType/DeTypeIcon';
import { FIELD_DRAG_TYPE } from './FieldList';
import { MeasureFilterDialog } from './MeasureFilterDialog';
import { canAdd, moveItem, newAxisField } from './editorModel';

const REORDER_TYPE = 'application/x-tessera-well-item';

export interface WellBoxProps {
  rule: WellRule;
  items: ChartAxisField[];
  fields: ReadonlyMap<string, DatasetField>;
  onChange(items: ChartAxisField[]): void;
}

/** One well: its fields in order, a drop target, a "+" menu, and each field's own menu. */
export function WellBox({ rule, items, fields, onChange }: WellBoxProps) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const [adding, setAdding] = useState(false);
  const [filtering, setFiltering] = useState<number | null>(null);
  const isMeasureWell = rule.well === 'yaxis' || rule.well === 'extBubble';
  const addable = [...fields.values()].filter(
    (field) => !field.hidden && canAdd(rule, items, field),
  );

  const add = (field: DatasetField) => onChange([...items, newAxisField(field, rule.well)]);
  const patch = (index: number, change: Partial<ChartAxisField>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));

  const drop = (event: DragEvent, at: number) => {
    event.preventDefault();
    setOver(false);
    const reorder = event.dataTransfer.getData(REORDER_TYPE);
    if (reorder) {
      const [well, from] = reorder.split(':');
      if (well === rule.well) onChange(moveItem(items, Number(from), at));
      return;
    }
    const field = fields.get(event.dataTransfer.getData(FIELD_DRAG_TYPE));
    if (field && canAdd(rule, items, field)) {
      const next = [...items];
      next.splice(at, 0, newAxisField(field, rule.well));
      onChange(next);
    }
  };

  const itemMenu = (item: ChartAxisField, index: number, field: DatasetField | undefined) => {
    const menu: MenuProps['items'] = [];
    if (isMeasureWell) {
      menu.push({
        key: 'agg',
        label: t('chartEditor.well.aggregation'),
        children: aggregationSchema.options
          .filter((agg) => field?.deType === 2 || (agg !== 'sum' && agg !== 'avg'))
          .map((agg) => ({
            key: `agg:${agg}`,
            label: t(`chartEditor.agg.${agg}`),
            onClick: () => patch(index, { aggregation: agg }),
          })),
      });
    } else if (field?.deType === 1) {
      menu.push({
        key: 'group',
        label: t('chartEditor.well.dateGrouping'),
        children: dateGroupingSchema.options.map((grouping) => ({
          key: `group:${grouping}`,
          label: t(`chartEditor.dateGrouping.${grouping}`),
          onClick: () => patch(index, { dateGrouping: grouping }),
        })),
      });
    }
    menu.push({
      key: 'sort',
      label: t('chartEditor.well.sort'),
      children: (['none', 'asc', 'desc'] as const).map((sort) => ({
        key: `sort:${sort}`,
        label: t(`chartEditor.sort.${sort}`),
        onClick: () => patch(index, { sort }),
      })),
    });
    if (isMeasureWell) {
      menu.push({
        key: 'filter',
        label: t('chartEditor.well.filter'),
        onClick: () => setFiltering(index),
      });
    }
    menu.push(
      { type: 'divider' },
      {
        key: 'up',
        label: t('chartEditor.well.moveUp'),
        disabled: index === 0,
        onClick: () => onChange(moveItem(items, index, index - 1)),
      },
      {
        key: 'down',
        label: t('chartEditor.well.moveDown'),
        disabled: index === items.length - 1,
        onClick: () => onChange(moveItem(items, index, index + 1)),
      },
      {
        key: 'remove',
        danger: true,
        label: t('chartEditor.action.remove'),
        onClick: () => onChange(items.filter((_, i) => i !== index)),
      },
    );
    return menu;
  };

  const caption = (item: ChartAxisField, field: DatasetField | undefined) => {
    const name = field?.name ?? t('chartEditor.well.missingField');
    if (item.aggregation) return `${name} (${t(`chartEditor.agg.${item.aggregation}`)})`;
    if (item.dateGrouping) return `${name} (${t(`chartEditor.dateGrouping.${item.dateGrouping}`)})`;
    return name;
  };

  const filteringItem = filtering === null ? undefined : items[filtering];
  return (
    <div
      className={`chart-well${over ? ' chart-well--over' : ''}`}
      data-testid={`chart-well-${rule.well}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => drop(event, items.length)}
    >
      <div className="chart-well__head">
        <span>
          {t(`chartEditor.well.${rule.well}`)}
          {rule.min > 0 && <span className="chart-well__required">*</span>}
        </span>
        <Button
          size="small"
          type="text"
          icon={<PlusOutlined />}
          disabled={addable.length === 0}
          aria-expanded={adding}
          aria-label={t('chartEditor.well.add', { well: t(`chartEditor.well.${rule.well}`) })}
          onClick={() => setAdding((open) => !open)}
          data-testid={`chart-well-add-${rule.well}`}
        />
      </div>
      {adding && addable.length > 0 && (
        // A plain inline list rather than a popup menu: reachable by Tab, and light to draw.
        <ul className="chart-well__menu" role="menu" data-testid={`chart-well-menu-${rule.well}`}>
          {addable.map((field) => (
            <li key={field.id} role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  add(field);
                  setAdding(false);
                }}
              >
                <DeTypeIcon deType={field.deType} /> {field.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="chart-well__items">
        {items.length === 0 && (
          <div className="chart-well__hint">{t('chartEditor.well.dropHere')}</div>
        )}
        {items.map((item, index) => {
          const field = fields.get(item.fieldId);
          return (
            <Tag
              key={`${item.fieldId}-${index}`}
              className={`chart-well__item chart-well__item--${isMeasureWell ? 'q' : 'd'}`}
              draggable
              onDragStart={(event) =>
                event.dataTransfer.setData(REORDER_TYPE, `${rule.well}:${index}`)
              }
              onDrop={(event) => {
                event.stopPropagation();
                drop(event, index);
              }}
              data-testid={`chart-well-item-${rule.well}-${index}`}
            >
              {field && <DeTypeIcon deType={field.deType} />}
              <Dropdown trigger={['click']} menu={{ items: itemMenu(item, index, field) }}>
                <span className="chart-well__caption" role="button" tabIndex={0}>
                  {caption(item, field)}
                  {item.sort !== 'none' && ` ${item.sort === 'asc' ? '↑' : '↓'}`}
                  {item.filter.length > 0 && ' ⧩'} <DownOutlined />
                </span>
              </Dropdown>
              <CloseOutlined
                aria-label={t('chartEditor.action.remove')}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              />
            </Tag>
          );
        })}
      </div>
      {filteringItem && filtering !== null && (
        <MeasureFilterDialog
          name={caption(filteringItem, fields.get(filteringItem.fieldId))}
          value={filteringItem.filter}
          onSubmit={(filter) => patch(filtering, { filter })}
          onClose={() => setFiltering(null)}
        />
      )}
    </div>
  );
}
