import { describe, expect, it } from 'vitest';
import {
  joinPickProblem,
  layoutDiagram,
  pruneFields,
  toAddBody,
  type JoinDraft,
} from './joinModel';

const SOURCES: Record<string, string> = {
  orders: 'pg',
  customers: 'pg',
  regions: 'pg',
  stock: 'my',
};
const OWNERS: Record<string, string> = {
  'o-customer': 'orders',
  'o-region': 'orders',
  'c-id': 'customers',
  'c-region': 'customers',
  'r-code': 'regions',
};
const owner = (fieldId: string) => OWNERS[fieldId];

const join = (
  key: number,
  datasetId: string | null,
  left: string | null,
  right: string | null,
): JoinDraft => ({
  key,
  datasetId,
  type: 'left',
  on: [{ key: key * 10, leftFieldId: left, rightFieldId: right }],
});

describe('choosing datasets to join', () => {
  const context = (taken: string[] = []) => ({
    baseId: 'orders',
    sourceOf: (id: string) => SOURCES[id],
    taken: new Set(taken),
  });

  it('refuses the base itself, another source, a join dataset and one already joined', () => {
    expect(joinPickProblem({ id: 'orders', kind: 'table' }, context())).toBe('self');
    expect(joinPickProblem({ id: 'stock', kind: 'table' }, context())).toBe('source');
    expect(joinPickProblem({ id: 'report', kind: 'join' }, context())).toBe('join');
    expect(joinPickProblem({ id: 'customers', kind: 'sql' }, context(['customers']))).toBe('taken');
    expect(joinPickProblem({ id: 'customers', kind: 'sql' }, context())).toBeNull();
  });

  it('leaves an unknown source to the server rather than refusing it', () => {
    expect(joinPickProblem({ id: 'new', kind: 'table' }, context())).toBeNull();
  });
});

describe('the join diagram layout', () => {
  it('puts each join under the dataset its left field comes from, one line per join', () => {
    const joins = [
      join(1, 'customers', 'o-customer', 'c-id'),
      join(2, 'regions', 'c-region', 'r-code'),
    ];
    const { boxes, lines } = layoutDiagram('orders', joins, owner);
    expect(boxes.map((b) => [b.datasetId, b.depth, b.row])).toEqual([
      ['orders', 0, 0],
      ['customers', 1, 1],
      ['regions', 2, 2],
    ]);
    expect(lines.map((l) => [l.from.datasetId, l.to.datasetId])).toEqual([
      ['orders', 'customers'],
      ['customers', 'regions'],
    ]);
  });

  it('hangs a join without fields yet from the base and skips joins without a dataset', () => {
    const { boxes, lines } = layoutDiagram(
      'orders',
      [join(1, 'customers', null, null), join(2, null, null, null)],
      owner,
    );
    expect(boxes).toHaveLength(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.from.datasetId).toBe('orders');
  });
});

describe('keeping field pairs consistent', () => {
  it('clears left fields no longer on the left and right fields of another dataset', () => {
    const joins = [
      join(1, 'customers', 'o-customer', 'c-id'),
      join(2, 'regions', 'c-region', 'r-code'),
    ];
    // The base becomes customers and the first join regions: orders' and customers' fields orphan.
    const pruned = pruneFields(
      'customers',
      [{ ...joins[0]!, datasetId: 'regions' }, joins[1]!],
      owner,
    );
    expect(pruned[0]!.on[0]).toMatchObject({ leftFieldId: null, rightFieldId: null });
    expect(pruned[1]!.on[0]).toMatchObject({ leftFieldId: 'c-region', rightFieldId: 'r-code' });
  });

  it('keeps a draft that is already consistent as it is', () => {
    const joins = [join(1, 'customers', 'o-customer', 'c-id')];
    expect(pruneFields('orders', joins, owner)[0]).toBe(joins[0]);
  });
});

it('builds the add body without half-filled pairs', () => {
  const draft = {
    name: ' By customer ',
    groupId: null,
    mode: 'direct' as const,
    baseId: 'orders',
    joins: [
      {
        ...join(1, 'customers', 'o-customer', 'c-id'),
        on: [
          ...join(1, 'customers', 'o-customer', 'c-id').on,
          { key: 5, leftFieldId: 'o-region', rightFieldId: null },
        ],
      },
    ],
  };
  expect(toAddBody(draft)).toEqual({
    name: 'By customer',
    groupId: null,
    mode: 'direct',
    info: {
      kind: 'join',
      base: 'orders',
      joins: [
        {
          datasetId: 'customers',
          type: 'left',
          on: [{ leftFieldId: 'o-customer', rightFieldId: 'c-id' }],
        },
      ],
    },
  });
});
