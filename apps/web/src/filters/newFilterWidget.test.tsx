import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../test/canvasChunks';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { StarOutlined } from '@ant-design/icons';
import { DE_TYPE, type FilterWidgetName } from '@tessera/contracts';
import * as datasetApi from '../api/dataset';
import { ComponentStylePane } from '../features/panel/editor/ComponentStylePane';
import { FilterPalette } from '../features/panel/editor/FilterPalette';
import { filterOfPaletteItem } from '../features/panel/editor/paletteItems';
import { renderInEditor as renderEditorPart } from '../features/panel/editor/interactions/testHarness';
import { i18n, initI18n } from '../i18n';
import { renderWithProviders } from '../test/render';
import { renderOnDashboard, widget } from './datePeriod/widgetHarness';
import { registeredFilterWidgets, registerFilterWidget } from './registry';
import type { FilterWidgetMeta, FilterWidgetViewProps } from './types';

/**
 * The filter widget seam (DESIGN §3): a widget made here — "at least n stars", as a newcomer
 * would add it in its own folder — is registered through the registry's own
 * registerFilterWidget, and then the palette's Filters section lists it, the side panel shows
 * its options, and a dashboard filters charts by its toCondition, with no other file touched.
 * The contracts do not know its name (a real widget adds it to FILTER_WIDGETS), hence the cast.
 */

vi.mock('../api/dataset', () => ({ datasetTree: vi.fn(), listFields: vi.fn() }));

const STARS = 'fixtureStars' as FilterWidgetName;

function StarsView({ component, value, onChange }: FilterWidgetViewProps) {
  return (
    <div data-testid={`stars-${component.id}`} data-value={String(value[0] ?? '')}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button key={n} type="button" data-testid={`star-${n}`} onClick={() => onChange([n])}>
          {n}
        </button>
      ))}
    </div>
  );
}

const starsMeta: FilterWidgetMeta = {
  name: STARS,
  labelKey: 'fixtureStars.name',
  icon: <StarOutlined />,
  fieldTypes: [DE_TYPE.number],
  multiple: false,
  placeholder: true,
  toCondition: (value, attrs) =>
    attrs.fieldId && typeof value[0] === 'number'
      ? { fieldId: attrs.fieldId, operator: 'ge', value: [value[0]] }
      : null,
  View: StarsView,
};

// The side panel draws many antd controls; the machine running tests may be busy.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await initI18n('en');
  i18n.addResources('en', 'translation', { 'fixtureStars.name': 'At least n stars' });
  registerFilterWidget(starsMeta);
});
beforeEach(() => {
  vi.mocked(datasetApi).datasetTree.mockResolvedValue([]);
  vi.mocked(datasetApi).listFields.mockResolvedValue([]);
});
afterEach(cleanup);

describe('a filter widget added in its own folder', () => {
  it('is registered after the built-in widgets', () => {
    expect(registeredFilterWidgets().at(-1)).toBe(starsMeta);
  });

  it('is listed in the palette’s Filters section, and a click asks to place it', () => {
    const onAdd = vi.fn();
    renderWithProviders(<FilterPalette onAdd={onAdd} />);
    const item = screen.getByTestId(`palette-filter-${STARS}`);
    expect(item.textContent).toBe('At least n stars');
    fireEvent.click(item);
    expect(onAdd).toHaveBeenCalledWith(STARS);
    expect(filterOfPaletteItem(`filter:${STARS}`)).toBe(STARS);
  });

  it('shows its options in the side panel as its meta says, with its own View for the default', () => {
    const placed = widget('w1', STARS);
    renderEditorPart(
      <ComponentStylePane
        onPickChart={vi.fn()}
        onEditChart={vi.fn()}
        onDetails={vi.fn()}
        onPickPicture={vi.fn()}
      />,
      { components: [placed], selected: ['w1'] },
    );
    const pane = screen.getByTestId('component-style-pane');
    expect(pane.querySelector('.panel-side__kind')?.textContent).toBe('At least n stars');
    expect(screen.getByTestId('filter-options-pane')).not.toBeNull();
    expect(screen.getByTestId('filter-placeholder')).not.toBeNull();
    expect(screen.queryByTestId('filter-multiple')).toBeNull();
    expect(screen.getByTestId('filter-field-rule').textContent).toBe(
      i18n.t('interactionEditor.filter.fieldRule.number'),
    );
    expect(screen.getByTestId('stars-w1')).not.toBeNull();
  });

  it('filters the dashboard’s charts by its own toCondition', async () => {
    const { store, chartFilter } = renderOnDashboard([widget('w1', STARS)]);
    await screen.findByTestId('stars-w1');
    expect(chartFilter()).toEqual([]);
    act(() => fireEvent.click(screen.getByTestId('star-4')));
    await waitFor(() =>
      expect(chartFilter()).toEqual([
        { componentId: 'w1', fieldId: 'f1', operator: 'ge', value: [4] },
      ]),
    );
    expect(store().getState().values.w1).toEqual([4]);
  });
});
