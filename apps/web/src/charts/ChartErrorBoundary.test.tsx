import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { initI18n } from '../i18n';
import { renderWithProviders } from '../test/render';
import { ChartErrorBoundary } from './ChartErrorBoundary';
import { ChartFailure } from './ChartFailure';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(cleanup);

function Broken(): never {
  throw new Error('Column "x" does not exist');
}

describe('chart failures', () => {
  it('shows the server message followed by the advice to contact the administrator (SPEC §8)', () => {
    renderWithProviders(<ChartFailure message="Query timed out" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'Query timed outThe chart cannot be shown normally. Please contact the administrator.',
    );
  });

  it('keeps one failing chart from breaking the chart beside it', () => {
    // React reports the caught error on the console; the test is about what the user sees.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <div>
        <ChartErrorBoundary resetKey={1}>
          <Broken />
        </ChartErrorBoundary>
        <ChartErrorBoundary resetKey={1}>
          <p>the other chart</p>
        </ChartErrorBoundary>
      </div>,
    );
    quiet.mockRestore();
    expect(screen.getByRole('alert').textContent).toContain('Column "x" does not exist');
    expect(screen.getByText('the other chart')).toBeTruthy();
  });

  it('tries again when the chart gets new input', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderWithProviders(
      <ChartErrorBoundary resetKey={1}>
        <Broken />
      </ChartErrorBoundary>,
    );
    quiet.mockRestore();
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(
      <ChartErrorBoundary resetKey={2}>
        <p>fixed</p>
      </ChartErrorBoundary>,
    );
    expect(screen.getByText('fixed')).toBeTruthy();
  });
});
