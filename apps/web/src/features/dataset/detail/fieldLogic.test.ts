import { describe, expect, it } from 'vitest';
import { FIELDS, field } from '../../../test/datasetFixtures';
import { applyPatch, fieldSaveBody, needsDateFormat } from './fieldSave';

describe('field edits', () => {
  it('send the whole field with a date format when a text column becomes time', () => {
    expect(fieldSaveBody(FIELDS[0]!, { deType: 1 })).toEqual({
      id: 'f1',
      tableId: 'd-orders',
      name: 'Order day',
      deType: 1,
      dateFormat: 'yyyy-MM-dd',
      groupType: 'd',
      hidden: false,
    });
  });

  it('drop the date format when the column is no longer read as time', () => {
    const asTime = applyPatch(FIELDS[0]!, { deType: 1, dateFormat: 'dd/MM/yyyy' });
    expect(asTime.dateFormat).toBe('dd/MM/yyyy');
    expect(fieldSaveBody(asTime, { deType: 0 }).dateFormat).toBeNull();
    // A number column turned into time is a cast, not a parse: no format.
    expect(needsDateFormat(applyPatch(FIELDS[2]!, { deType: 1 }))).toBe(false);
  });

  it('keep the expression of a calculated field when it is renamed', () => {
    const calc = field({ id: 'c1', kind: 'calculated', expression: '[f3] * 2', originName: '' });
    expect(fieldSaveBody(calc, { name: 'Double' })).toMatchObject({
      id: 'c1',
      name: 'Double',
      expression: '[f3] * 2',
    });
  });
});
