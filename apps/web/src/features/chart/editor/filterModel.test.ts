import { describe, expect, it } from 'vitest';
import { parseCustomFilter } from '@tessera/contracts';
import { FIELDS } from '../testFixtures';
import {
  buildCustomFilter,
  emptyGroup,
  fromCustomFilter,
  operatorsFor,
  type UiCondition,
  type UiGroup,
} from './filterModel';

const cond = (patch: Partial<UiCondition>): UiCondition => ({
  kind: 'condition',
  key: `k-${Math.random()}`,
  fieldId: 'f-region',
  operator: 'eq',
  value: '',
  value2: '',
  ...patch,
});

describe('the custom filter model', () => {
  it('offers operators by field type', () => {
    expect(operatorsFor(0)).toContain('like');
    expect(operatorsFor(2)).not.toContain('like');
    expect(operatorsFor(2)).toContain('between');
    expect(operatorsFor(1)).toContain('between');
  });

  it('builds an AND of conditions with an OR group, numbers typed as numbers', () => {
    const root: UiGroup = {
      ...emptyGroup('and'),
      children: [
        cond({ fieldId: 'f-region', operator: 'in', value: 'East, West' }),
        {
          ...emptyGroup('or'),
          children: [
            cond({ fieldId: 'f-amount', operator: 'gt', value: '100' }),
            cond({ fieldId: 'f-amount', operator: 'between', value: '1', value2: '5' }),
          ],
        },
      ],
    };
    const { text, problems } = buildCustomFilter(root, FIELDS);
    expect(problems).toEqual({});
    expect(JSON.parse(text)).toEqual({
      kind: 'and',
      children: [
        { kind: 'condition', fieldId: 'f-region', operator: 'in', value: ['East', 'West'] },
        {
          kind: 'or',
          children: [
            { kind: 'condition', fieldId: 'f-amount', operator: 'gt', value: 100 },
            { kind: 'condition', fieldId: 'f-amount', operator: 'between', value: [1, 5] },
          ],
        },
      ],
    });
    expect(parseCustomFilter(text)).not.toBeNull();
  });

  it('names incomplete conditions instead of producing text', () => {
    const bad = cond({ fieldId: 'f-amount', operator: 'gt', value: 'lots' });
    const empty = cond({ operator: 'eq', value: '  ' });
    const result = buildCustomFilter({ ...emptyGroup(), children: [bad, empty] }, FIELDS);
    expect(result.problems).toEqual({ [bad.key]: 'number', [empty.key]: 'value' });
  });

  it('stores nothing for an empty tree and reads stored text back', () => {
    expect(buildCustomFilter(emptyGroup(), FIELDS).text).toBe('');
    const stored = JSON.stringify({
      kind: 'or',
      children: [{ kind: 'condition', fieldId: 'f-region', operator: 'is_null' }],
    });
    const ui = fromCustomFilter(stored);
    expect(ui.kind).toBe('or');
    expect(buildCustomFilter(ui, FIELDS).text).toBe(stored);
  });
});
