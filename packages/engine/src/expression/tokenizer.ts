// Expression text → tokens, each with the offset of its first character. Strings are
// 'single-quoted' with '' for a quote; a backslash is an ordinary character (no escapes), so
// what the user typed is exactly the value later bound as a parameter.
import { expressionError } from './expression-error.js';

export type Token =
  | { kind: 'number'; value: number; pos: number }
  | { kind: 'string'; value: string; pos: number }
  | { kind: 'field'; fieldId: string; pos: number }
  /** A name (function or keyword), upper-cased. */
  | { kind: 'word'; word: string; pos: number }
  | { kind: 'symbol'; symbol: Punctuation; pos: number }
  | { kind: 'end'; pos: number };

export type Punctuation =
  '+' | '-' | '*' | '/' | '%' | '=' | '<>' | '!=' | '<' | '<=' | '>' | '>=' | '(' | ')' | ',';

const TWO_CHAR_SYMBOLS = new Set(['<>', '!=', '<=', '>=']);
const ONE_CHAR_SYMBOLS = new Set(['+', '-', '*', '/', '%', '=', '<', '>', '(', ')', ',']);
const NUMBER = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?/y;
const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;
const SPACE = /\s/;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (SPACE.test(ch)) {
      i++;
      continue;
    }
    const start = i;
    if (ch === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= text.length) throw expressionError(text, start, 'Unterminated string');
        const c = text.charAt(i);
        if (c === "'") {
          if (text.charAt(i + 1) === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += c;
        i++;
      }
      tokens.push({ kind: 'string', value, pos: start });
      continue;
    }
    if (ch === '[') {
      const close = text.indexOf(']', i + 1);
      if (close < 0) throw expressionError(text, start, 'Unterminated field reference');
      const fieldId = text.slice(i + 1, close);
      if (fieldId.length === 0) throw expressionError(text, start, 'Empty field reference');
      tokens.push({ kind: 'field', fieldId, pos: start });
      i = close + 1;
      continue;
    }
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(text);
    if (number) {
      const value = Number(number[0]);
      if (!Number.isFinite(value)) throw expressionError(text, start, 'Number out of range');
      tokens.push({ kind: 'number', value, pos: start });
      i += number[0].length;
      continue;
    }
    WORD.lastIndex = i;
    const word = WORD.exec(text);
    if (word) {
      tokens.push({ kind: 'word', word: word[0].toUpperCase(), pos: start });
      i += word[0].length;
      continue;
    }
    const two = text.slice(i, i + 2);
    if (TWO_CHAR_SYMBOLS.has(two)) {
      tokens.push({ kind: 'symbol', symbol: two as Punctuation, pos: start });
      i += 2;
      continue;
    }
    if (ONE_CHAR_SYMBOLS.has(ch)) {
      tokens.push({ kind: 'symbol', symbol: ch as Punctuation, pos: start });
      i++;
      continue;
    }
    throw expressionError(text, start, 'Unexpected character');
  }
  tokens.push({ kind: 'end', pos: text.length });
  return tokens;
}
