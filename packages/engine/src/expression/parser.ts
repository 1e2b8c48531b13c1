// Recursive-descent parser: tokens → ExprNode. Precedence, loosest first: OR, AND, NOT,
// comparison and IS [NOT] NULL, + -, * / %, unary minus. Only whitelisted functions and known
// field ids get through; everything else is an ENGINE_EXPRESSION_INVALID with its position.
import { MAX_EXPRESSION_LENGTH } from '@tessera/contracts';
import type { DateDiffUnit, ExpressionComparisonOp, ExprNode } from './ast.js';
import { expressionError } from './expression-error.js';
import { FUNCTION_ARITY, isFunctionName } from './functions.js';
import type { Punctuation, Token } from './tokenizer.js';
import { tokenize } from './tokenizer.js';

const COMPARISONS: Partial<Record<Punctuation, ExpressionComparisonOp>> = {
  '=': '=',
  '<>': '<>',
  '!=': '<>',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
};
const DATE_DIFF_UNITS = new Set<string>(['day', 'month', 'year']);
const RESERVED = new Set(['AND', 'OR', 'NOT', 'IS', 'NULL', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END']);

/** Parse expression text; `knownFieldIds` are the ids a `[fieldId]` reference may name. */
export function parseExpression(
  text: string,
  knownFieldIds: ReadonlySet<string> | readonly string[],
): ExprNode {
  if (text.length > MAX_EXPRESSION_LENGTH) {
    throw expressionError(text, MAX_EXPRESSION_LENGTH, 'Expression too long');
  }
  const known = knownFieldIds instanceof Set ? knownFieldIds : new Set(knownFieldIds);
  return new Parser(text, tokenize(text), known).parseAll();
}

class Parser {
  private index = 0;

  constructor(
    private readonly text: string,
    private readonly tokens: readonly Token[],
    private readonly known: ReadonlySet<string>,
  ) {}

  parseAll(): ExprNode {
    if (this.peek().kind === 'end') throw this.fail(this.peek(), 'Empty expression');
    const node = this.parseOr();
    const rest = this.peek();
    if (rest.kind !== 'end') throw this.fail(rest, 'Unexpected text');
    return node;
  }

  private peek(): Token {
    return this.tokens[this.index] ?? { kind: 'end', pos: this.text.length };
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index++;
    return token;
  }

  private fail(token: Token, message: string) {
    return expressionError(this.text, token.pos, message);
  }

  private isWord(word: string): boolean {
    const token = this.peek();
    return token.kind === 'word' && token.word === word;
  }

  private isSymbol(symbol: Punctuation): boolean {
    const token = this.peek();
    return token.kind === 'symbol' && token.symbol === symbol;
  }

  private expectWord(word: string): void {
    if (!this.isWord(word)) throw this.fail(this.peek(), `Expected ${word}`);
    this.next();
  }

  private expectSymbol(symbol: Punctuation): void {
    if (!this.isSymbol(symbol)) throw this.fail(this.peek(), `Expected ${symbol}`);
    this.next();
  }

  private parseOr(): ExprNode {
    let left = this.parseAnd();
    while (this.isWord('OR')) {
      this.next();
      left = { kind: 'logical', op: 'or', left, right: this.parseAnd(), pos: left.pos };
    }
    return left;
  }

  private parseAnd(): ExprNode {
    let left = this.parseNot();
    while (this.isWord('AND')) {
      this.next();
      left = { kind: 'logical', op: 'and', left, right: this.parseNot(), pos: left.pos };
    }
    return left;
  }

  private parseNot(): ExprNode {
    if (this.isWord('NOT')) {
      const pos = this.next().pos;
      return { kind: 'not', operand: this.parseNot(), pos };
    }
    return this.parseComparison();
  }

  private parseComparison(): ExprNode {
    const left = this.parseAdditive();
    const token = this.peek();
    if (token.kind === 'symbol') {
      const op = COMPARISONS[token.symbol];
      if (op) {
        this.next();
        return { kind: 'compare', op, left, right: this.parseAdditive(), pos: left.pos };
      }
    }
    if (this.isWord('IS')) {
      this.next();
      const negated = this.isWord('NOT');
      if (negated) this.next();
      this.expectWord('NULL');
      return { kind: 'isNull', operand: left, negated, pos: left.pos };
    }
    return left;
  }

  private parseAdditive(): ExprNode {
    let left = this.parseMultiplicative();
    for (;;) {
      const token = this.peek();
      if (token.kind !== 'symbol' || (token.symbol !== '+' && token.symbol !== '-')) return left;
      this.next();
      const right = this.parseMultiplicative();
      left = { kind: 'arithmetic', op: token.symbol, left, right, pos: left.pos };
    }
  }

  private parseMultiplicative(): ExprNode {
    let left = this.parseUnary();
    for (;;) {
      const token = this.peek();
      if (
        token.kind !== 'symbol' ||
        (token.symbol !== '*' && token.symbol !== '/' && token.symbol !== '%')
      ) {
        return left;
      }
      this.next();
      const right = this.parseUnary();
      left = { kind: 'arithmetic', op: token.symbol, left, right, pos: left.pos };
    }
  }

  private parseUnary(): ExprNode {
    if (this.isSymbol('-')) {
      const pos = this.next().pos;
      const operand = this.parseUnary();
      // A negative number literal stays one literal (one bound value, not `-(?)`).
      if (operand.kind === 'number') return { kind: 'number', value: -operand.value, pos };
      return { kind: 'negate', operand, pos };
    }
    return this.parsePrimary();
  }

  private parsePrimary(): ExprNode {
    const token = this.next();
    switch (token.kind) {
      case 'number':
        return { kind: 'number', value: token.value, pos: token.pos };
      case 'string':
        return { kind: 'string', value: token.value, pos: token.pos };
      case 'field':
        if (!this.known.has(token.fieldId)) throw this.fail(token, 'Unknown field');
        return { kind: 'field', fieldId: token.fieldId, pos: token.pos };
      case 'symbol':
        if (token.symbol === '(') {
          const inner = this.parseOr();
          this.expectSymbol(')');
          return inner;
        }
        throw this.fail(token, 'Unexpected symbol');
      case 'end':
        throw this.fail(token, 'Unexpected end of expression');
      case 'word':
        if (token.word === 'NULL') return { kind: 'null', pos: token.pos };
        if (token.word === 'CASE') return this.parseCase(token.pos);
        return this.parseCall(token);
    }
  }

  private parseCase(pos: number): ExprNode {
    const branches: { when: ExprNode; then: ExprNode }[] = [];
    if (!this.isWord('WHEN')) throw this.fail(this.peek(), 'Expected WHEN');
    while (this.isWord('WHEN')) {
      this.next();
      const when = this.parseOr();
      this.expectWord('THEN');
      branches.push({ when, then: this.parseOr() });
    }
    let otherwise: ExprNode | null = null;
    if (this.isWord('ELSE')) {
      this.next();
      otherwise = this.parseOr();
    }
    this.expectWord('END');
    return { kind: 'case', branches, otherwise, pos };
  }

  private parseCall(token: Extract<Token, { kind: 'word' }>): ExprNode {
    if (RESERVED.has(token.word)) throw this.fail(token, 'Unexpected keyword');
    if (!isFunctionName(token.word)) {
      throw this.fail(token, this.isSymbol('(') ? 'Unknown function' : 'Unknown name');
    }
    const fn = token.word;
    this.expectSymbol('(');
    const args: ExprNode[] = [];
    if (!this.isSymbol(')')) {
      for (;;) {
        args.push(this.parseOr());
        if (!this.isSymbol(',')) break;
        this.next();
      }
    }
    this.expectSymbol(')');
    const [min, max] = FUNCTION_ARITY[fn];
    if (args.length < min || args.length > max) {
      throw this.fail(token, 'Wrong number of arguments');
    }
    if (fn === 'DATE_DIFF') {
      const [unit, start, end] = args;
      if (
        unit?.kind !== 'string' ||
        !DATE_DIFF_UNITS.has(unit.value.toLowerCase()) ||
        !start ||
        !end
      ) {
        throw expressionError(
          this.text,
          unit?.pos ?? token.pos,
          "Expected 'day', 'month' or 'year'",
        );
      }
      return {
        kind: 'dateDiff',
        unit: unit.value.toLowerCase() as DateDiffUnit,
        start,
        end,
        pos: token.pos,
      };
    }
    return { kind: 'call', fn, args, pos: token.pos };
  }
}
