import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { inputFor, salesData } from '../test/fixtures';
import { KpiCard } from './KpiCard';

afterEach(cleanup);

const kpi = salesData({ x: [], dimensionValues: [] });

describe('KpiCard', () => {
  it("shows each measure's name and formatted value at font 18, 10 px apart (SPEC §9)", () => {
    render(<KpiCard input={inputFor('text', kpi)} height={120} />);
    const name = screen.getByText('Revenue');
    const value = screen.getByText('1,234,567.89');
    expect(name.style.fontSize).toBe('18px');
    expect(name.style.color).toBe('rgb(0, 0, 0)');
    expect(value.style.fontSize).toBe('18px');
    expect(value.style.color).toBe('rgb(78, 129, 187)');
    expect(name.parentElement!.style.gap).toBe('10px');
    expect(screen.getByText('Profit')).toBeTruthy();
  });

  it('hides the name or the value when the user turns them off', () => {
    render(
      <KpiCard input={inputFor('text', kpi, { size: { dimensionShow: false } })} height={120} />,
    );
    expect(screen.queryByText('Revenue')).toBeNull();
    expect(screen.getByText('1,234,567.89')).toBeTruthy();
  });
});
