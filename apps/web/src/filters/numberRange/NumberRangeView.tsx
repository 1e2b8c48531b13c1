import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  NUMBER_RANGE_DEBOUNCE_MS,
  NUMBER_RANGE_MAX,
  NUMBER_RANGE_MIN,
  type FilterWidgetValue,
} from '@tessera/contracts';
import type { FilterWidgetViewProps } from '../types';
import { checkRangeTexts, type RangeError, type RangeValue } from './validate';
import '../common/filters.css';

type End = 'min' | 'max';

const textOf = (raw: FilterWidgetValue[number] | undefined) =>
  raw === null || raw === undefined ? '' : String(raw);

const sameValue = (a: RangeValue, b: FilterWidgetValue) =>
  a[0] === (b[0] ?? null) && a[1] === (b[1] ?? null);

/**
 * The number range: a min and a max input. Each edit is checked (SPEC §5); a valid range
 * applies NUMBER_RANGE_DEBOUNCE_MS after the last edit (SPEC §4/§9), an invalid one never.
 * A message shows under an input once it has been left, or once the other input changed.
 */
export function NumberRangeView({ component, value, onChange }: FilterWidgetViewProps) {
  const { t } = useTranslation();
  const { fieldId, placeholder } = component.options.attrs;
  const [texts, setTexts] = useState<Record<End, string>>({
    min: textOf(value[0]),
    max: textOf(value[1]),
  });
  const [checked, setChecked] = useState<Record<End, boolean>>({ min: false, max: false });

  // A value set from elsewhere (a URL filter, a reset, undo in the editor) shows in the inputs.
  const applied = JSON.stringify(value);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setTexts({ min: textOf(value[0]), max: textOf(value[1]) });
    setChecked({ min: false, max: false });
  }

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const check = checkRangeTexts(texts.min, texts.max);

  const edit = (end: End, text: string) => {
    const next = { ...texts, [end]: text };
    setTexts(next);
    // SPEC §5: changing one input checks the other one.
    const other: End = end === 'min' ? 'max' : 'min';
    setChecked((was) => ({ ...was, [other]: true }));
    window.clearTimeout(timer.current);
    const result = checkRangeTexts(next.min, next.max).value;
    if (result && !sameValue(result, value)) {
      timer.current = window.setTimeout(() => onChange(result), NUMBER_RANGE_DEBOUNCE_MS);
    }
  };

  const message = (error: RangeError | null) => {
    if (!error) return null;
    return t(`filters.numberRange.error.${error}`, {
      min: NUMBER_RANGE_MIN,
      max: NUMBER_RANGE_MAX,
    });
  };

  const endInput = (end: End) => {
    const error = checked[end] ? message(check[end]) : null;
    return (
      <div className="filter-range__end">
        <Input
          value={texts[end]}
          inputMode="numeric"
          disabled={fieldId === null}
          status={error ? 'error' : undefined}
          placeholder={end === 'min' && placeholder ? placeholder : t(`filters.numberRange.${end}`)}
          aria-label={t(`filters.numberRange.${end}`)}
          data-testid={`filter-range-${end}`}
          onChange={(event) => edit(end, event.target.value)}
          onBlur={() => setChecked((was) => ({ ...was, [end]: true }))}
        />
        {error && (
          <div
            className="filter-range__error"
            role="alert"
            data-testid={`filter-range-${end}-error`}
          >
            {error}
          </div>
        )}
      </div>
    );
  };

  return (
    <div className="filter-widget filter-range" data-testid={`filter-range-${component.id}`}>
      {endInput('min')}
      <span className="filter-range__sep">{t('filters.numberRange.to')}</span>
      {endInput('max')}
    </div>
  );
}
