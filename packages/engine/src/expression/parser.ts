// Recursive-descent parser: tokens → ExprNode. Precedence, loosest first: OR, AND, NOT,
// comparison and IS [NOT] NULL, + -, * / %, unary minus. Only whitelisted functions and known
// field ids get through; everything else is an ENGINE_EXPRESSION_INVALID with its position.
// Nesting is bounded while parsing (SECURITY E7): every construct that recurses (parentheses,
// NOT, unary minus, a call's arguments, CASE) counts a level, and so does every node built,
// chains of operators included, so neither this parser nor any walker of its tree nor the
// database that runs its SQL ever meets a tree deeper than MAX_EXPRESSION_DEPTH.
import { MAX_EXPRESSION_DEPTH, MAX_EXPRESSION_LENGTH } from '@tessera/contracts';
import { isEngineError, type EngineError } from '../errors.js';
import type { DateDiffUnit, ExpressionComparisonOp, ExprNode } from './ast.js';
import { expressionBoundError, expressionError } from './expression-error.js';
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
  const known = knownFieldIds instanceof Set ? knownFieldIds : new Set(knownFieldIds);
  if (text.length > MAX_EXPRESSION_LENGTH) {
    // Too long, unless already too deep within the allowed length: that mistake comes first
    // in reading order and says more. Other mistakes in the cut text may be the cut's own.
    throw (
      depthMistakeWithin(text, known) ??
      expressionError(text, MAX_EXPRESSION_LENGTH, 'Expression too long')
    );
  }
  return new Parser(text, tokenize(text), known).parseAll();
}

function depthMistakeWithin(text: string, known: ReadonlySet<string>): EngineError | null {
  const head = text.slice(0, MAX_EXPRESSION_LENGTH);
  try {
    new Parser(head, tokenize(head), known).parseAll();
  } catch (error) {
    const position = isEngineError(error) ? error.details?.position : undefined;
    if (isEngineError(error) && error.details?.bound === 'depth' && typeof position === 'number')
      return expressionBoundError(text, position, 'depth', MAX_EXPRESSION_DEPTH);
  }
  return null;
}

class Parser {
  private index = 0;
  /** Constructs open around the token being read (the parser's own recursion). */
  private nesting = 0;
  /** Depth of each node built (a leaf is 1). */
  private readonly depths = new WeakMap<ExprNode, number>();

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

  private tooDeep(pos: number) {
    return expressionBoundError(this.text, pos, 'depth', MAX_EXPRESSION_DEPTH);
  }

  /** Parses one construct deeper, refused at the token that opens a level too many. */
  private deeper<T>(pos: number, parse: () => T): T {
    this.nesting += 1;
    if (this.nesting > MAX_EXPRESSION_DEPTH) throw this.tooDeep(pos);
    try {
      return parse();
    } finally {
      this.nesting -= 1;
    }
  }

  /** A node over `children`, refused at `pos` (its operator) when it would be too deep. */
  private node(pos: number, node: ExprNode, ...children: (ExprNode | null)[]): ExprNode {
    let below = 0;
    for (const child of children) if (child) below = Math.max(below, this.depths.get(child) ?? 1);
    if (below + 1 > MAX_EXPRESSION_DEPTH) throw this.tooDeep(pos);
    this.depths.set(node, below + 1);
    return node;
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
      const at = this.next().pos;
      const right = this.parseAnd();
      left = this.node(at, { kind: 'logical', op: 'or', left, right, pos: left.pos }, left, right);
    }
    return left;
  }

  private parseAnd(): ExprNode {
    let left = this.parseNot();
    while (this.isWord('AND')) {
      const at = this.next().pos;
      const right = this.parseNot();
      left = this.node(at, { kind: 'logical', op: 'and', left, right, pos: left.pos }, left, right);
    }
    return left;
  }

  private parseNot(): ExprNode {
    if (this.isWord('NOT')) {
      const pos = this.next().pos;
      const operand = this.deeper(pos, () => this.parseNot());
      return this.node(pos, { kind: 'not', operand, pos }, operand);
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
        const right = this.parseAdditive();
        return this.node(
          token.pos,
          { kind: 'compare', op, left, right, pos: left.pos },
          left,
          right,
        );
      }
    }
    if (this.isWord('IS')) {
      const at = this.next().pos;
      const negated = this.isWord('NOT');
      if (negated) this.next();
      this.expectWord('NULL');
      return this.node(at, { kind: 'isNull', operand: left, negated, pos: left.pos }, left);
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
      const node: ExprNode = { kind: 'arithmetic', op: token.symbol, left, right, pos: left.pos };
      left = this.node(token.pos, node, left, right);
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
      const node: ExprNode = { kind: 'arithmetic', op: token.symbol, left, right, pos: left.pos };
      left = this.node(token.pos, node, left, right);
    }
  }

  private parseUnary(): ExprNode {
    if (this.isSymbol('-')) {
      const pos = this.next().pos;
      const operand = this.deeper(pos, () => this.parseUnary());
      // A negative number literal stays one literal (one bound value, not `-(?)`).
      if (operand.kind === 'number') return { kind: 'number', value: -operand.value, pos };
      return this.node(pos, { kind: 'negate', operand, pos }, operand);
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
          const inner = this.deeper(token.pos, () => this.parseOr());
          this.expectSymbol(')');
          return inner;
        }
        throw this.fail(token, 'Unexpected symbol');
      case 'end':
        throw this.fail(token, 'Unexpected end of expression');
      case 'word':
        if (token.word === 'NULL') return { kind: 'null', pos: token.pos };
        if (token.word === 'CASE') return this.deeper(token.pos, () => this.parseCase(token.pos));
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
    const parts = branches.flatMap((b) => [b.when, b.then]);
    return this.node(pos, { kind: 'case', branches, otherwise, pos }, ...parts, otherwise);
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
      this.deeper(token.pos, () => {
        for (;;) {
          args.push(this.parseOr());
          if (!this.isSymbol(',')) break;
          this.next();
        }
      });
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
      const node: ExprNode = {
        kind: 'dateDiff',
        unit: unit.value.toLowerCase() as DateDiffUnit,
        start,
        end,
        pos: token.pos,
      };
      return this.node(token.pos, node, start, end);
    }
    return this.node(token.pos, { kind: 'call', fn, args, pos: token.pos }, ...args);
  }
}
