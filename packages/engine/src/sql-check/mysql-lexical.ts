// Checks on the raw text of MySQL-family SQL, for the places where node-sql-parser (a grammar
// written apart from the server's) and the server itself would read the same text differently.
// The server's reading is what runs, so where the two may disagree the text is refused:
// - executable comments `/*! … */` and `/*M! … */` run their content on the server but are
//   comments to the parser; optimizer hints `/*+ … */` can change settings (SET_VAR). Found
//   anywhere in the text, inside a string too: a rare false refusal beats a missed one;
// - `--` starts a comment only when a space or control character follows; node-sql-parser takes
//   `--x` for a comment too, so `SELECT 1 --1, LOAD_FILE(…)` would hide a call from it;
// - a forbidden function name followed by `(` anywhere in the text, whatever the parser saw.
import { MYSQL_FORBIDDEN_FUNCTIONS } from './forbidden-functions.js';
import type { SqlRefused } from './types.js';
import { refuse } from './types.js';

const EXECUTABLE_COMMENT = /\/\*(?:!|M!|\+)/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A forbidden name, optionally backquoted (each match is then checked for a `(` after it). */
const FORBIDDEN_NAME = new RegExp(
  '(?<![\\w$])`?(' +
    [
      ...[...MYSQL_FORBIDDEN_FUNCTIONS.exact].map(escapeRegExp),
      ...MYSQL_FORBIDDEN_FUNCTIONS.prefixes.map((prefix) => `${escapeRegExp(prefix)}[\\w$]*`),
    ].join('|') +
    ')(?![\\w$])`?',
  'gi',
);
/** MariaDB sequences: `NEXT VALUE FOR s` changes state like nextval(s). */
const NEXT_VALUE_FOR = /\bnext\s+value\s+for\b/i;

/**
 * The offset after the spaces and comments starting at `from`. Searches for a comment's end
 * are remembered, so scanning a hostile text full of unclosed comments stays linear.
 */
function triviaSkipper(sql: string): (from: number) => number {
  const found = new Map<string, { from: number; at: number }>();
  const next = (needle: string, from: number) => {
    const last = found.get(needle);
    if (last && last.from <= from && (last.at < 0 || from <= last.at)) return last.at;
    const at = sql.indexOf(needle, from);
    found.set(needle, { from, at });
    return at;
  };
  return (from) => {
    let i = from;
    for (;;) {
      const c = sql[i];
      if (c !== undefined && /\s/.test(c)) i++;
      else if (c === '/' && sql[i + 1] === '*') {
        const end = next('*/', i + 2);
        if (end < 0) return sql.length;
        i = end + 2;
      } else if (c === '#' || (c === '-' && sql[i + 1] === '-')) {
        const end = next('\n', i);
        if (end < 0) return sql.length;
        i = end + 1;
      } else return i;
    }
  };
}

/** Whether the server takes `--` at `i` for the start of a comment. */
function dashDashIsComment(sql: string, i: number): boolean {
  const next = sql.charCodeAt(i + 2);
  return Number.isNaN(next) || next <= 32 || next === 127;
}

/** Index of the end of a quoted run starting at `start` (MySQL rules), or the text's length. */
function endOfQuoted(sql: string, start: number): number {
  const quote = sql[start];
  const backslash = quote !== '`';
  let i = start + 1;
  while (i < sql.length) {
    const c = sql[i];
    if (backslash && c === '\\') i += 2;
    else if (c === quote && sql[i + 1] === quote) i += 2;
    else if (c === quote) return i + 1;
    else i++;
  }
  return sql.length;
}

/** Offset of a `--` that the server would read as two minus signs, outside strings and comments. */
function ambiguousDashes(sql: string): number | undefined {
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (c === "'" || c === '"' || c === '`') {
      i = endOfQuoted(sql, i);
    } else if (c === '#' || (c === '-' && sql[i + 1] === '-' && dashDashIsComment(sql, i))) {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      return i;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
    } else {
      i++;
    }
  }
  return undefined;
}

/** Refusals found before parsing: text the parser would not read as the server does. */
export function lexicalRefusal(sql: string): SqlRefused | undefined {
  const comment = EXECUTABLE_COMMENT.exec(sql);
  if (comment) return refuse('executable_comment', comment.index);
  const dashes = ambiguousDashes(sql);
  if (dashes !== undefined)
    return refuse('ambiguous_syntax', dashes, '"--" not followed by a space');
  return undefined;
}

/**
 * Backstop after the tree was checked: a forbidden call anywhere in the text, whatever the
 * parser saw. (An INTO the parser missed needs none: the MySQL driver refuses a statement that
 * returns no columns before it runs.)
 */
export function textRefusal(sql: string): SqlRefused | undefined {
  const skip = triviaSkipper(sql);
  for (const match of sql.matchAll(FORBIDDEN_NAME)) {
    if (sql[skip(match.index + match[0].length)] === '(')
      return refuse('forbidden_function', match.index, `function ${match[1]?.toLowerCase()}`);
  }
  const next = NEXT_VALUE_FOR.exec(sql);
  if (next) return refuse('forbidden_function', next.index, 'NEXT VALUE FOR');
  return undefined;
}
