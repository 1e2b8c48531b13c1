// Rows the fixture must give for the chart cases (worked out by hand from fixture.ts), so
// three databases agreeing is never agreement on a wrong answer. Cases without a sort of
// their own are compared sorted (see sortRows in dialect-cases.test.ts).
import type { ShapedRow } from '../../src/index.js';

export const CHART_KNOWN_ROWS: Record<string, ShapedRow[]> = {
  'period year-quarter': [{ d0: 6 }, { d0: 7 }],
  // 2024-12-30 is a Monday in ISO week 1 of 2025.
  'period ISO week across the year end': [{ d0: 10 }],
  'period date-hour': [{ d0: 9 }],
  'period last second of a day': [{ d0: 4 }],
  'period filter under a date-grouped chart': [
    { d0: '2024-01', m0: 1 },
    { d0: '2024-03', m0: 1 },
    { d0: '2024-05', m0: 1 },
    { d0: '2024-08', m0: 1 },
    { d0: '2024-12', m0: 1 },
  ],
  'having on a sum': [
    { d0: 'east', m0: 54.25 },
    { d0: 'north', m0: 75.75 },
  ],
  'having tree with between and is_not_null': [
    { d0: 'east', m0: 4, m1: 3.5 },
    { d0: 'south', m0: 2, m1: 4 },
  ],
  'having on measures without dimensions': [{ m0: 12 }],
  'top N without others': [
    { d0: 'east', m0: 54.25 },
    { d0: 'north', m0: 75.75 },
  ],
  // Others = west (qty 5, 2, 3) + south (qty 6, 2): avg 18 / 5 = 3.6, not (3.333 + 4) / 2;
  // products apple, plum, pear: 3 distinct, not 3 + 2.
  'top N with others aggregates the rest exactly': [
    { d0: 'east', m0: 54.25, m1: 3.5, m2: 3 },
    { d0: 'north', m0: 75.75, m1: 6.3333, m2: 3 },
    { d0: 'Others', m0: 69.25, m1: 3.6, m2: 3 },
  ],
  // 2023 and 2024 both hold 5 rows: the tie goes to the smaller value.
  'top N by a later measure, ties by value, a date grouping and a second dimension': [
    { d0: '2023', d1: 'east', m0: 4, m1: 2 },
    { d0: '2023', d1: 'north', m0: 4, m1: 1 },
    { d0: '2023', d1: 'west', m0: 7, m1: 2 },
    { d0: 'later', d1: 'east', m0: 10, m1: 2 },
    { d0: 'later', d1: 'north', m0: 15, m1: 2 },
    { d0: 'later', d1: 'south', m0: 8, m1: 2 },
    { d0: 'later', d1: 'west', m0: 3, m1: 1 },
  ],
  'top N ranks only rows the filter, row rule and having let through': [{ d0: 'west', m0: 38.25 }],
  // NULL notes are the largest group (3); '' and 'gift' tie at 2 and '' is the smaller.
  'top N keeps a NULL value it ranks': [
    { d0: '', m0: 2 },
    { d0: 'rest', m0: 7 },
    { d0: null, m0: 3 },
  ],
  'top N of a number dimension labels others as text': [
    { d0: '8', m0: 32 },
    { d0: '9', m0: 36 },
    { d0: 'rest', m0: 131.25 },
  ],
  'total of a grouped model with having, paging ignored': [{ total: 3 }],
  'total of a top N model with others': [{ total: 3 }],
  'total of a detail model under a row rule': [{ total: 4 }],
};
