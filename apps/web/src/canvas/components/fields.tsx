import { ColorPicker, InputNumber } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * Form controls of the side panel. A value is committed once (blur, Enter, a step button, a
 * colour picked), so typing "120" records one change in the history, not three.
 */

export function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <label className="panel-side__row">
      <span className="panel-side__label">{label}</span>
      <span className="panel-side__control">{children}</span>
    </label>
  );
}

export function NumberField({
  value,
  onCommit,
  min,
  max,
  step = 1,
  suffix,
  testId,
}: {
  value: number | undefined;
  onCommit(value: number): void;
  min?: number;
  max?: number;
  step?: number;
  suffix?: string;
  testId?: string;
}) {
  const [draft, setDraft] = useState<number | null>(value ?? null);
  useEffect(() => setDraft(value ?? null), [value]);
  const commit = (next: number | null) => {
    if (next === null || Number.isNaN(next)) return setDraft(value ?? null);
    const bounded = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, next));
    if (bounded !== value) onCommit(bounded);
  };
  return (
    <InputNumber
      size="small"
      value={draft}
      min={min}
      max={max}
      step={step}
      suffix={suffix}
      data-testid={testId}
      style={{ width: '100%' }}
      onChange={(next) => setDraft(typeof next === 'number' ? next : null)}
      onBlur={() => commit(draft)}
      onPressEnter={() => commit(draft)}
      onStep={(next) => commit(next)}
    />
  );
}

export function ColorField({
  value,
  onCommit,
  allowClear = false,
  testId,
}: {
  value: string | undefined;
  onCommit(value: string | undefined): void;
  allowClear?: boolean;
  testId?: string;
}) {
  return (
    <ColorPicker
      size="small"
      value={value ?? null}
      allowClear={allowClear}
      showText
      data-testid={testId}
      onChangeComplete={(color) => onCommit(color.toHexString())}
      onClear={() => onCommit(undefined)}
    />
  );
}
