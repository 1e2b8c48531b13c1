import { useMemo } from 'react';
import { Button, Checkbox, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterWidgetViewProps } from '../types';
import { allNodeState, GRID_ALL_NODE_ID, toggleAll, toggleValue } from './grid';
import { kindValues, type SelectKind } from './select';
import { optionsOf } from './SelectView';
import { FIELD_VALUES_KEYWORD_MAX, useFieldValues } from './useFieldValues';
import './filters.css';

/**
 * The text and number grid (list) widgets: a search box over the field's values as the server
 * lists them, then the values as a checkbox list under an 'All' node (SPEC §4) — or, single,
 * radio-like: checking one value unchecks the other, no 'All' — with "load more" for the next
 * page.
 */
export function GridView({
  component,
  value,
  onChange,
  panelId,
  kind,
}: FilterWidgetViewProps & { kind: SelectKind }) {
  const { t } = useTranslation();
  const { fieldId, multiple, placeholder } = component.options.attrs;
  const field = useFieldValues(fieldId, panelId, kind);
  const chosen = useMemo(() => kindValues(value, kind), [value, kind]);
  const options = useMemo(() => optionsOf(field.values, chosen), [field.values, chosen]);
  const chosenSet = new Set(chosen);
  const all = allNodeState(chosen, field.values);
  const disabled = fieldId === null;

  return (
    <div className="filter-widget" data-testid={`filter-grid-${component.id}`}>
      <Input
        allowClear
        maxLength={FIELD_VALUES_KEYWORD_MAX}
        disabled={disabled}
        placeholder={placeholder || t('filters.values.search')}
        value={field.search}
        onChange={(event) => field.setSearch(event.target.value)}
        data-testid="filter-grid-search"
      />
      <div className="filter-grid__list" role="group">
        {multiple && options.length > 0 && (
          <Checkbox
            className="filter-grid__item"
            data-node-id={GRID_ALL_NODE_ID}
            data-testid="filter-grid-all"
            checked={all === 'checked'}
            indeterminate={all === 'indeterminate'}
            disabled={disabled || field.values.length === 0}
            onChange={(event) => onChange(toggleAll(event.target.checked, chosen, field.values))}
          >
            {t('filters.values.all')}
          </Checkbox>
        )}
        {options.map((option) => (
          <Checkbox
            key={`${typeof option.value}:${option.value}`}
            className="filter-grid__item"
            checked={chosenSet.has(option.value)}
            onChange={(event) =>
              onChange(toggleValue(chosen, option.value, event.target.checked, multiple))
            }
          >
            {option.label}
          </Checkbox>
        ))}
        {options.length === 0 && !disabled && (
          <div className="filter-grid__empty">
            {field.loading ? (
              <Spin size="small" />
            ) : field.failed ? (
              t('filters.values.failed')
            ) : (
              t('filters.values.none')
            )}
          </div>
        )}
        {field.hasMore && (
          <Button type="link" size="small" data-testid="filter-load-more" onClick={field.loadMore}>
            {t('filters.values.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );
}
