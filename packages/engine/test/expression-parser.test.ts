// The calculated-field language on its own: what parses into what, and where each mistake is
// reported (0-based position and up to 20 characters of the text there).
import { describe, expect, it } from 'vitest';
import { MAX_EXPRESSION_LENGTH } from '@tessera/contracts';
import type { ExprNode } from '../src/index.js';
import { parseExpression } from '../src/index.js';

const KNOWN = ['a', 'b', 'when it rains', 'x-1'];
const parse = (text: string): ExprNode => parseExpression(text, KNOWN);

/** The tree without positions, written as a compact string for readable expectations. */
function show(node: ExprNode): string {
  switch (node.kind) {
    case 'number':
      return String(node.value);
    case 'string':
      return JSON.stringify(node.value);
    case 'null':
      return 'NULL';
    case 'field':
      return `[${node.fieldId}]`;
    case 'negate':
      return `(-${show(node.operand)})`;
    case 'not':
      return `(NOT ${show(node.operand)})`;
    case 'arithmetic':
    case 'compare':
      return `(${show(node.left)} ${node.op} ${show(node.right)})`;
    case 'logical':
      return `(${show(node.left)} ${node.op.toUpperCase()} ${show(node.right)})`;
    case 'isNull':
      return `(${show(node.operand)} IS ${node.negated ? 'NOT ' : ''}NULL)`;
    case 'case':
      return `CASE ${node.branches.map((b) => `WHEN ${show(b.when)} THEN ${show(b.then)}`).join(' ')}${node.otherwise ? ` ELSE ${show(node.otherwise)}` : ''} END`;
    case 'call':
      return `${node.fn}(${node.args.map(show).join(', ')})`;
    case 'dateDiff':
      return `DATE_DIFF(${node.unit}, ${show(node.start)}, ${show(node.end)})`;
  }
}

function mistake(text: string): { position: number; near: string; message: string } {
  try {
    parse(text);
  } catch (error) {
    const e = error as { code?: string; message: string; details?: Record<string, unknown> };
    expect(e.code).toBe('ENGINE_EXPRESSION_INVALID');
    return {
      position: e.details?.position as number,
      near: e.details?.near as string,
      message: e.message,
    };
  }
  throw new Error(`no error for ${text}`);
}

describe('parsing calculated-field expressions', () => {
  it.each([
    ['12', '12'],
    ['1.5e3', '1500'],
    ['.25', '0.25'],
    ["'it''s'", '"it\'s"'],
    ["'back\\slash'", '"back\\\\slash"'],
    ['[a]', '[a]'],
    ['[when it rains]', '[when it rains]'],
    ['[x-1]', '[x-1]'],
    ['null', 'NULL'],
    ['1 + 2 * 3', '(1 + (2 * 3))'],
    ['(1 + 2) * 3', '((1 + 2) * 3)'],
    ['10 - 4 - 3', '((10 - 4) - 3)'],
    ['[a] / [b] % 2', '(([a] / [b]) % 2)'],
    ['-[a]', '(-[a])'],
    ['-3', '-3'],
    ['- -[a]', '(-(-[a]))'],
    ['[a] = 1', '([a] = 1)'],
    ['[a] <> 1', '([a] <> 1)'],
    ['[a] != 1', '([a] <> 1)'],
    ['[a] < 1', '([a] < 1)'],
    ['[a] <= 1', '([a] <= 1)'],
    ['[a] > 1', '([a] > 1)'],
    ['[a] >= 1 + 1', '([a] >= (1 + 1))'],
    ['[a] IS NULL', '([a] IS NULL)'],
    ['[a] is not null', '([a] IS NOT NULL)'],
    ['NOT [a] = 1 AND [b] = 2 OR [a] = 3', '(((NOT ([a] = 1)) AND ([b] = 2)) OR ([a] = 3))'],
    ['[a] = 1 and ([b] = 2 or [b] = 3)', '(([a] = 1) AND (([b] = 2) OR ([b] = 3)))'],
    [
      "CASE WHEN [a] > 1 THEN 'x' WHEN [a] > 0 THEN 'y' ELSE 'z' END",
      'CASE WHEN ([a] > 1) THEN "x" WHEN ([a] > 0) THEN "y" ELSE "z" END',
    ],
    ['case when [a] > 1 then 1 end', 'CASE WHEN ([a] > 1) THEN 1 END'],
    ["concat([a], '-', [b])", 'CONCAT([a], "-", [b])'],
    ['SubString([a], 2)', 'SUBSTRING([a], 2)'],
    ['ROUND([a], 2)', 'ROUND([a], 2)'],
    ["DATE_DIFF('Month', [a], [b])", 'DATE_DIFF(month, [a], [b])'],
    ['TODAY()', 'TODAY()'],
    ['COUNT()', 'COUNT()'],
    ['SUM([a]) / COUNT_DISTINCT([b])', '(SUM([a]) / COUNT_DISTINCT([b]))'],
  ])('%s parses as %s', (text, expected) => {
    expect(show(parse(text))).toBe(expected);
  });

  it('keeps the offset of every node', () => {
    const node = parse('  [a] + ROUND([b], 2)');
    expect(node).toMatchObject({
      kind: 'arithmetic',
      pos: 2,
      left: { pos: 2 },
      right: { kind: 'call', pos: 8, args: [{ pos: 14 }, { pos: 19 }] },
    });
  });

  it('accepts a Set of known ids as well as an array', () => {
    expect(show(parseExpression('[a]', new Set(['a'])))).toBe('[a]');
  });
});

describe('expression mistakes say where they are', () => {
  it.each([
    ['', 0, '', 'Empty expression'],
    ['   ', 3, '', 'Empty expression'],
    ['[a] + ', 6, '', 'Unexpected end of expression'],
    ["'open", 0, "'open", 'Unterminated string'],
    ['[a', 0, '[a', 'Unterminated field reference'],
    ['[] + 1', 0, '[] + 1', 'Empty field reference'],
    ['[a] + [nope]', 6, '[nope]', 'Unknown field'],
    ['EVAL([a])', 0, 'EVAL([a])', 'Unknown function'],
    ['a + 1', 0, 'a + 1', 'Unknown name'],
    ['[a] # 1', 4, '# 1', 'Unexpected character'],
    ['[a] ; DROP TABLE x', 4, '; DROP TABLE x', 'Unexpected character'],
    ['(1 + 2', 6, '', 'Expected )'],
    ['1 2', 2, '2', 'Unexpected text'],
    ['UPPER()', 0, 'UPPER()', 'Wrong number of arguments'],
    ['ROUND(1, 2, 3)', 0, 'ROUND(1, 2, 3)', 'Wrong number of arguments'],
    ['NOW(1)', 0, 'NOW(1)', 'Wrong number of arguments'],
    ['UPPER([a] [b])', 10, '[b])', 'Expected )'],
    ['CASE [a] WHEN 1 THEN 2 END', 5, '[a] WHEN 1 THEN 2 EN', 'Expected WHEN'],
    ['CASE WHEN [a] > 1 2 END', 18, '2 END', 'Expected THEN'],
    ['CASE WHEN [a] > 1 THEN 2', 24, '', 'Expected END'],
    ['[a] IS 1', 7, '1', 'Expected NULL'],
    ["DATE_DIFF('week', [a], [b])", 10, "'week', [a], [b])", "Expected 'day', 'month' or 'year'"],
    ['DATE_DIFF([a], [a], [b])', 10, '[a], [a], [b])', "Expected 'day', 'month' or 'year'"],
    ['1 + THEN', 4, 'THEN', 'Unexpected keyword'],
    ['1e999', 0, '1e999', 'Number out of range'],
    [') + 1', 0, ') + 1', 'Unexpected symbol'],
  ])('%j fails at %i near %j: %s', (text, position, near, message) => {
    expect(mistake(text)).toEqual({ position, near, message });
  });

  it('gives at most 20 characters of text near the mistake', () => {
    const text = `[a] + [${'n'.repeat(40)}]`;
    expect(mistake(text)).toMatchObject({ position: 6, near: `[${'n'.repeat(19)}` });
  });

  it(`refuses an expression longer than ${MAX_EXPRESSION_LENGTH} characters at that length`, () => {
    // Long but shallow: a CONCAT of text (a chain of `+` that long nests too deeply, see E7).
    const text = `CONCAT('${'x'.repeat(3990)}', 'y')`;
    expect(text.length).toBeGreaterThan(MAX_EXPRESSION_LENGTH);
    expect(mistake(text)).toEqual({
      position: MAX_EXPRESSION_LENGTH,
      near: text.slice(MAX_EXPRESSION_LENGTH, MAX_EXPRESSION_LENGTH + 20),
      message: 'Expression too long',
    });
    expect(() => parse(`CONCAT('${'x'.repeat(3980)}', 'y')`)).not.toThrow();
  });
});
