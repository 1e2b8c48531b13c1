import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterComponent } from '@tessera/contracts';
import { filterWidgetMeta } from '../../../filters/registry';
import {
  useInteractions,
  useInteractionStore,
  useWidgetValue,
} from '../../interactions/InteractionProvider';
import { boxCss } from '../boxStyle';
import { useFilterEditing } from './filterEditing';
import type { ComponentViewProps } from '../types';

/**
 * A filter widget on the canvas: its title (plain text) and the widget's control. On a
 * dashboard being used the value lives in the dashboard's interactions; in the editor it is the
 * widget's saved default, changed through the editor (so undo covers it).
 */
export function FilterView({ component, mode }: ComponentViewProps<FilterComponent>) {
  const { t } = useTranslation();
  const meta = filterWidgetMeta(component.serviceName);
  const [live, setLive] = useWidgetValue(component.id);
  const editing = useFilterEditing();
  const shownPanel = useInteractions((s) => s.panelId, undefined);
  const interactions = useInteractionStore();
  const value = live ?? component.options.value;
  const onChange = setLive ?? ((next) => editing.setDefault?.(component.id, next));
  // A widget that draws its label itself (the confirm button) gets no title above it.
  const label = meta?.drawsOwnLabel ? '' : component.options.attrs.label;
  return (
    <div
      className="canvas-filter"
      style={{ ...boxCss(component.style) }}
      data-testid={`canvas-filter-${component.id}`}
      data-widget={component.serviceName}
    >
      {label && <div className="canvas-filter__label">{label}</div>}
      <div className="canvas-filter__control">
        {meta ? (
          // A widget's control has a chunk of its own: an empty box holds its place meanwhile.
          <Suspense fallback={<div className="canvas-filter__waiting" />}>
            <meta.View
              component={component}
              value={value}
              onChange={onChange}
              mode={mode}
              panelId={editing.panelId ?? shownPanel}
              onConfirm={interactions ? () => interactions.getState().confirm() : undefined}
            />
          </Suspense>
        ) : (
          <span className="canvas-filter__unknown">{t('filters.unknown')}</span>
        )}
      </div>
    </div>
  );
}
