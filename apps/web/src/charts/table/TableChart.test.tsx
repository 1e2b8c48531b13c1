import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { inputFor, salesData } from '../test/fixtures';
import { TableChart, VIRTUALISE_FROM } from './TableChart';

afterEach(cleanup);

describe('TableChart', () => {
  it('draws the header at 36 px and font 12 in the header colour, rows striped (SPEC §9)', () => {
    render(<TableChart input={inputFor('table')} height={300} />);
    const rows = screen.getAllByRole('row');
    // header, three rows, the total
    expect(rows).toHaveLength(5);
    expect(rows[0]!.style.height).toBe('36px');
    expect(rows[0]!.style.fontSize).toBe('12px');
    expect(rows[0]!.style.background).toBe('rgb(225, 234, 255)');
    expect(rows[1]!.style.background).toBe('rgb(255, 255, 255)');
    expect(rows[2]!.style.background).toBe('rgba(225, 234, 255, 0.4)');
    expect(within(rows[4]!).getByText('Total')).toBeTruthy();
    expect(within(rows[4]!).getByText('150.50')).toBeTruthy();
  });

  it('uses the table colours and heights of customAttr', () => {
    const input = inputFor('table', salesData(), {
      color: { tableHeaderBgColor: '#000000', tableFontColor: '#ff0000', tableStripe: false },
      size: { tableItemHeight: 50 },
    });
    render(<TableChart input={input} height={300} />);
    const rows = screen.getAllByRole('row');
    expect(rows[0]!.style.background).toBe('rgb(0, 0, 0)');
    expect(rows[1]!.style.color).toBe('rgb(255, 0, 0)');
    expect(rows[1]!.style.height).toBe('50px');
    expect(rows[2]!.style.background).toBe('rgb(255, 255, 255)');
  });

  it('pages on the server: shows the pager past one page and asks for the page clicked', () => {
    const onPageChange = vi.fn();
    const input = inputFor('table', salesData({ total: 45, page: 1, pageSize: 20 }));
    render(<TableChart input={input} height={400} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByTitle('2'));
    expect(onPageChange).toHaveBeenCalledWith(2, 20);
  });

  it('shows no pager when everything fits on one page', () => {
    render(
      <TableChart
        input={inputFor('table', salesData({ total: 3, page: 1, pageSize: 20 }))}
        height={300}
      />,
    );
    expect(screen.queryByTitle('2')).toBeNull();
  });

  it('draws only the rows in view on large pages', () => {
    // jsdom lays nothing out: give boxes the size a browser would, for the virtualiser to read.
    const height = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(300);
    const width = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
    onTestFinished(() => {
      height.mockRestore();
      width.mockRestore();
    });
    const count = VIRTUALISE_FROM * 5;
    const tableRow = Array.from({ length: count }, (_, i) => ({ d0: `city ${i}`, m0: i, m1: 1 }));
    render(<TableChart input={inputFor('table', salesData({ tableRow }))} height={400} />);
    const drawn = screen.getAllByRole('row').length;
    expect(drawn).toBeLessThan(count / 5);
    expect(screen.getByText('city 0')).toBeTruthy();
    // The total still sums every row of the page, drawn or not.
    expect(screen.getByText(String(count).replace(/\B(?=(\d{3})+$)/g, ','))).toBeTruthy();
  });
});
