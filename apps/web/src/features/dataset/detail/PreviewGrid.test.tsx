import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { FIELDS, rows } from '../../../test/datasetFixtures';
import { renderWithProviders } from '../../../test/render';
import { PreviewGrid } from './PreviewGrid';
import { expectVisible } from '../../../test/visible';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const rendered = () => screen.getAllByTestId('grid-row');
const firstCell = (row: HTMLElement) => row.querySelectorAll('[role="cell"]')[1]?.textContent;

describe('the preview grid', () => {
  it('puts only the rows in view in the page, out of 10,000', async () => {
    renderWithProviders(<PreviewGrid columns={FIELDS} rows={rows(10_000)} height={320} />);
    // 320 px of 32 px rows is 10 in view, plus a few either side: nowhere near 10,000.
    expect(rendered().length).toBeGreaterThanOrEqual(10);
    expect(rendered().length).toBeLessThan(30);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001');

    // Scrolling far down swaps in the rows there.
    const grid = screen.getByTestId('preview-grid');
    grid.scrollTop = 32 * 5_000;
    fireEvent.scroll(grid);
    await waitFor(() =>
      expect(rendered().some((row) => firstCell(row) === '2026-02-17')).toBe(true),
    );
    expect(rendered().map((row) => row.querySelector('[role="cell"]')?.textContent)).toContain(
      '5001',
    );
    expect(rendered().length).toBeLessThan(30);
  });

  it('shows type icons in the headers and formula-like or markup values as inert text', () => {
    renderWithProviders(<PreviewGrid columns={FIELDS} rows={rows(3)} />);
    expect(screen.getByTestId('grid-col-Amount').querySelector('[data-detype="2"]')).toBeTruthy();
    expect(screen.getByTestId('grid-col-Customer').querySelector('[data-detype="0"]')).toBeTruthy();
    expect(screen.getByText('=1+1').tagName).toBe('DIV');
    expectVisible(screen.getByText('<script>alert(1)</script>'));
    expect(document.querySelector('.dataset-grid script')).toBeNull();
    // A null reads as NULL, set apart from text.
    expect(screen.getByText('NULL').className).toContain('dataset-grid__td--null');
  });
});
