import { useMemo } from 'react';
import { Button, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScalarValue } from '@tessera/contracts';
import type { FilterWidgetViewProps } from '../types';
import { kindValues, type SelectKind } from './select';
import { useFieldValues } from './useFieldValues';
import './filters.css';

/** The chosen values first missing from the loaded pages still show as options (a default). */
export function optionsOf(loaded: readonly ScalarValue[], chosen: readonly ScalarValue[]) {
  const all = [...loaded];
  const present = new Set(loaded);
  for (const v of chosen) if (!present.has(v)) all.push(v);
  // Labels are React text (SECURITY C7): a value is never read as markup.
  return all.map((v) => ({ value: v, label: String(v) }));
}

/**
 * The text and number select widgets: a drop-down of the field's values as the server lists
 * them (searched there as the user types, a page at a time with "load more"), one value or
 * several (attrs.multiple). Usable in the editor too: it sets the saved default there.
 */
export function SelectView({
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
  const report = (next: ScalarValue | ScalarValue[] | null | undefined) => {
    if (next === null || next === undefined) onChange([]);
    else onChange(Array.isArray(next) ? next : [next]);
  };
  return (
    <div className="filter-widget" data-testid={`filter-select-${component.id}`}>
      <Select<ScalarValue | ScalarValue[]>
        className="filter-widget__fill"
        mode={multiple ? 'multiple' : undefined}
        value={multiple ? chosen : chosen[0]}
        placeholder={placeholder}
        disabled={fieldId === null}
        allowClear
        maxTagCount="responsive"
        showSearch={{
          filterOption: false,
          searchValue: field.search,
          onSearch: field.setSearch,
          autoClearSearchValue: false,
        }}
        options={options}
        loading={field.loading}
        onChange={report}
        notFoundContent={
          field.loading ? (
            <Spin size="small" />
          ) : field.failed ? (
            t('filters.values.failed')
          ) : (
            t('filters.values.none')
          )
        }
        popupRender={(menu) => (
          <>
            {menu}
            {field.hasMore && (
              <Button
                type="link"
                block
                size="small"
                data-testid="filter-load-more"
                // Keep the drop-down open: the click must not blur the select.
                onMouseDown={(event) => event.preventDefault()}
                onClick={field.loadMore}
              >
                {t('filters.values.loadMore')}
              </Button>
            )}
          </>
        )}
      />
    </div>
  );
}
