import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { FILTER_WIDGETS, type FilterWidgetName } from '@tessera/contracts';
import { initI18n } from '../../../i18n';
import { filterWidget } from '../../../test/filterWidget';
import { renderWithProviders } from '../../../test/render';
import { FilterView } from './FilterView';

const HOSTILE = '<img src=x onerror="window.__pwned=1">';

describe('a filter widget on the canvas (SECURITY C7)', () => {
  beforeAll(() => initI18n('en'));
  afterEach(cleanup);

  it('shows every widget’s title and placeholder as text, never as markup', () => {
    for (const name of FILTER_WIDGETS as readonly FilterWidgetName[]) {
      const component = filterWidget(name, { label: HOSTILE, placeholder: HOSTILE });
      const { container, unmount } = renderWithProviders(
        <FilterView component={component} mode="preview" />,
      );
      expect(container.querySelector('img')).toBeNull();
      expect((globalThis as { __pwned?: number }).__pwned).toBeUndefined();
      if (name !== 'confirmButton') {
        // The title above the control, as typed.
        expect(screen.getByText(HOSTILE, { selector: '.canvas-filter__label' })).toBeTruthy();
      }
      unmount();
    }
    // Twelve antd controls drawn in jsdom one after another.
  }, 30_000);

  it('shows the confirm button’s label once, on the button', () => {
    const component = filterWidget('confirmButton', { label: 'Apply' });
    renderWithProviders(<FilterView component={component} mode="preview" />);
    expect(screen.getAllByText('Apply')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });
});
