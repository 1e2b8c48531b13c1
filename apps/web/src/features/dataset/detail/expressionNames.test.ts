import { describe, expect, it } from 'vitest';
import { shownRef, toShownExpression, toStoredExpression } from './expressionNames';

const AMOUNT = 'd8249b7b0c0c4a3e9a5b1f2e3d4c5b6a';
const QTY = '80ea2b1b9f8e4d7c6b5a493827161504';
const ODD = 'aa11bb22cc33dd44ee55ff6677889900';
const FIELDS = [
  { id: AMOUNT, name: 'amount' },
  { id: QTY, name: 'Quantity sold' },
  { id: ODD, name: 'odd]name' },
];

describe('calculated-field expressions shown with names, stored with ids', () => {
  it('shows each stored id as its field name', () => {
    expect(toShownExpression(`[${AMOUNT}] / [${QTY}]`, FIELDS).text).toBe(
      '[amount] / [Quantity sold]',
    );
  });

  it('stores each name as its id, ignoring case and spaces around it when unambiguous', () => {
    expect(toStoredExpression('[amount] / [ quantity SOLD ]', FIELDS).text).toBe(
      `[${AMOUNT}] / [${QTY}]`,
    );
  });

  it('round-trips, and keeps ids a name cannot stand for', () => {
    const stored = `ROUND([${AMOUNT}] * 2, 1) + LENGTH([${ODD}])`;
    const shown = toShownExpression(stored, FIELDS).text;
    expect(shown).toBe(`ROUND([amount] * 2, 1) + LENGTH([${ODD}])`);
    expect(toStoredExpression(shown, FIELDS).text).toBe(stored);
  });

  it('leaves brackets inside strings and unknown names alone', () => {
    const shown = "CONCAT('[amount]', [nothing]) = 'it''s [amount]'";
    expect(toStoredExpression(shown, FIELDS).text).toBe(shown);
    expect(toShownExpression(`'[${AMOUNT}]'`, FIELDS).text).toBe(`'[${AMOUNT}]'`);
  });

  it('keeps the id of a name two fields share', () => {
    const twins = [
      { id: AMOUNT, name: 'x' },
      { id: QTY, name: 'x' },
    ];
    expect(toShownExpression(`[${AMOUNT}]`, twins).text).toBe(`[${AMOUNT}]`);
    expect(shownRef(twins[0]!, twins)).toBe(`[${AMOUNT}]`);
    expect(shownRef(FIELDS[1]!, FIELDS)).toBe('[Quantity sold]');
  });
});

describe('mistake positions carried back to the text on screen', () => {
  it('puts the end of the stored text at the end of the shown one: `[amount] /`', () => {
    const shown = '[amount] /';
    const stored = toStoredExpression(shown, FIELDS);
    expect(stored.text).toBe(`[${AMOUNT}] /`);
    // The engine reports "unexpected end" at the stored text's length.
    expect(stored.toInput(stored.text.length)).toBe(shown.length);
  });

  it('maps a position after a reference by the difference in length', () => {
    const shown = '[amount] * (2 +';
    const stored = toStoredExpression(shown, FIELDS);
    const plus = stored.text.indexOf('+');
    expect(stored.toInput(plus)).toBe(shown.indexOf('+'));
  });

  it('maps a position inside a reference to where the reference starts', () => {
    const shown = '1 + [Quantity sold]';
    const stored = toStoredExpression(shown, FIELDS);
    expect(stored.toInput(stored.text.indexOf(QTY) + 3)).toBe(shown.indexOf('['));
    // An unknown name stays as written, so its position is its own.
    const unknown = toStoredExpression('[amount] + [nope]', FIELDS);
    expect(unknown.toInput(unknown.text.indexOf('[nope]'))).toBe('[amount] + '.length);
  });
});
