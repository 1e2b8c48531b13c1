import './canvasChunks';
import { useState } from 'react';
import { vi } from 'vitest';
import type {
  FilterComponent,
  FilterWidgetAttrs,
  FilterWidgetName,
  FilterWidgetValue,
} from '@tessera/contracts';
import { filterMeta } from '../canvas/components/filter';
import type { FilterWidgetMeta } from '../filters/types';
import { renderWithProviders } from './render';

/** A filter widget as the editor places it, with these attrs. */
export function filterWidget(
  serviceName: FilterWidgetName,
  attrs: Partial<FilterWidgetAttrs> = {},
  value: FilterWidgetValue = [],
): FilterComponent {
  const placed = filterMeta.create({ id: `w-${serviceName}`, left: 0, top: 0, serviceName });
  return {
    ...placed,
    options: { attrs: { ...placed.options.attrs, ...attrs }, value },
  };
}

/**
 * Renders a widget's View the way FilterView hosts it: the value lives outside the widget (here
 * a state, as the interaction store keeps it) and every reported value goes to `onChange`.
 */
export function renderFilterWidget(
  meta: FilterWidgetMeta,
  component: FilterComponent,
  options: { value?: FilterWidgetValue; mode?: 'edit' | 'preview'; panelId?: string } = {},
) {
  const onChange = vi.fn<(value: FilterWidgetValue) => void>();
  let setOutside: (value: FilterWidgetValue) => void = () => undefined;
  function Host() {
    const [value, setValue] = useState<FilterWidgetValue>(options.value ?? []);
    setOutside = setValue;
    return (
      <meta.View
        component={component}
        value={value}
        mode={options.mode ?? 'preview'}
        panelId={options.panelId}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  const view = renderWithProviders(<Host />);
  /** A value set from elsewhere (a URL filter, a reset). */
  const setValue = (value: FilterWidgetValue) => setOutside(value);
  return { ...view, onChange, setValue };
}
