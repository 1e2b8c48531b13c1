import { describe, expect, it } from 'vitest';
import { FIELDS, field } from '../../../test/datasetFixtures';
import { fieldRef, insertAt, readableExpression } from './expression';
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

describe('expression text', () => {
  it('inserts a field reference in place of the selection, the caret after it', () => {
    expect(insertAt('ROUND(, 2)', 6, 6, fieldRef('f3'))).toEqual({
      text: 'ROUND([f3], 2)',
      caret: 10,
    });
    expect(insertAt('[f2] + x', 7, 8, '[f3]')).toEqual({ text: '[f2] + [f3]', caret: 11 });
  });

  it('reads references back as display names and leaves unknown ones as written', () => {
    expect(readableExpression('[f3] / [f9] + LENGTH([f2])', FIELDS)).toBe(
      '[Amount] / [f9] + LENGTH([Customer])',
    );
  });
});
