// Checks on the raw text of MySQL-family SQL, for the places where node-sql-parser (a grammar
// written apart from the server's) and the server itself would read the same text differently.
// The server's reading is what runs, so where the two may disagree the text is refused:
// - executable comments `/*! … */` and `/*M! … */` run their content on the server but are
//   comments to the parser; optimizer hints `/*+ … */` can change settings (SET_VAR). Found
//   anywhere in the text, inside a string too: a rare false refusal beats a missed one;
// - `--` starts a comment only when a space or control character follows; node-sql-parser takes
//   `--x` for a comment too, so `SELECT 1 --1, LOAD_FILE(…)` would hide a call from it;
// - the name of a known dangerous function followed by `(` anywhere in the text, whatever the
//   parser saw. This backstop is a deny-list on purpose: the check proper is the allow-list on
//   the parse tree (mysql.ts); here the parser may have missed a call, and only names known
//   to read files, hold locks or run programs are worth a false refusal inside a string.
import type { SqlRefused } from './types.js';
import { refuse, refuseFunction } from './types.js';

/** Functions no reading of the text may contain: files, locks, waits, sequences, shells. */
const BACKSTOP_NAMES = [
  'load_file',
  'benchmark',
  'get_lock',
  'release_lock',
  'release_all_locks',
  'master_pos_wait',
  'source_pos_wait',
  'master_gtid_wait',
  'wait_for_executed_gtid_set',
  'wait_until_sql_thread_after_gtids',
  'nextval',
  'setval',
  'lastval',
  'sys_exec',
  'sys_eval',
  'sys_bineval',
  'sys_get',
  'sys_set',
];
/** Name prefixes of the same kind (lib_mysqludf_sys and friends). */
const BACKSTOP_PREFIXES = ['lib_mysqludf_'];

const EXECUTABLE_COMMENT = /\/\*(?:!|M!|\+)/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A forbidden name, optionally backquoted (each match is then checked for a `(` after it). */
const FORBIDDEN_NAME = new RegExp(
  '(?<![\\w$])`?(' +
    [
      ...BACKSTOP_NAMES.map(escapeRegExp),
      ...BACKSTOP_PREFIXES.map((prefix) => `${escapeRegExp(prefix)}[\\w$]*`),
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
      return refuseFunction(match[1]?.toLowerCase() ?? '', match.index);
  }
  const next = NEXT_VALUE_FOR.exec(sql);
  if (next) return refuseFunction('NEXT VALUE FOR', next.index);
  return undefined;
}
