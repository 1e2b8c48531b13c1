import { describe, expect, it } from 'vitest';
import { salesData } from '../test/fixtures';
import { cellText, summaryRow, tableAutoHeight, tableColumns, tableFit } from './tableModel';

describe('table model', () => {
  it('is 36 px per row plus 2 rows high (SPEC §9 auto-height)', () => {
    expect(tableAutoHeight(10)).toBe(432);
    expect(tableAutoHeight(0)).toBe(72);
    expect(tableAutoHeight(3, 40)).toBe(200);
  });

  it('labels the summary row with the word for total and sums each measure column', () => {
    expect(summaryRow(salesData(), 'Total', 'en')).toEqual(['Total', '1,237,067.89', '150.50']);
  });

  it('shows whole sums without decimals and reads numbers sent as text (BIGINT)', () => {
    const data = salesData({
      tableRow: [
        { d0: 'a', m0: '9007199254740', m1: 1 },
        { d0: 'b', m0: 1, m1: 2 },
      ],
    });
    expect(summaryRow(data, '合计', 'zh-CN')).toEqual(['合计', '9,007,199,254,741', '3']);
  });

  it('formats measure cells and leaves dimension cells as they came', () => {
    const [city, revenue] = tableColumns(salesData());
    expect(cellText(revenue!, 1234.5678, 'en')).toBe('1,234.57');
    expect(cellText(city!, '0012', 'en')).toBe('0012');
    expect(cellText(city!, null, 'en')).toBe('');
  });

  it('fills its height with whole rows, giving up the total row before the last data row', () => {
    const rows = { header: 36, row: 36, pager: 0 };
    // 300 px: header, 6 whole rows (216 of the 228 left), the total.
    expect(tableFit(300, rows)).toEqual({ bodyHeight: 216, summary: true });
    expect(tableFit(108, rows)).toEqual({ bodyHeight: 36, summary: true });
    // Too small for a row and the total: the row shows.
    expect(tableFit(100, rows)).toEqual({ bodyHeight: 36, summary: false });
    expect(tableFit(50, rows)).toEqual({ bodyHeight: 36, summary: false });
    expect(tableFit(300, { ...rows, pager: 40 })).toEqual({ bodyHeight: 180, summary: true });
  });
});
