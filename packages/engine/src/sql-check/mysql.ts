// The MySQL-family check (MySQL, MariaDB, TiDB, Doris, StarRocks): node-sql-parser's MariaDB
// grammar, then its MySQL one when the first does not accept the text (each knows syntax the
// other lacks: LOCK IN SHARE MODE, newer functions). Exactly one select; no INTO (table, file,
// variable), no locking read, no forbidden function. node-sql-parser is not the server's own
// parser, so the text is also checked where the two could read it differently (mysql-lexical.ts).
import { MYSQL_FORBIDDEN_FUNCTIONS, isForbidden } from './forbidden-functions.js';
import { lexicalRefusal, textRefusal } from './mysql-lexical.js';
import { parseMysqlFamily } from './mysql-parse.js';
import type { SqlCheckResult, SqlRefused } from './types.js';
import { isBlank, OK, refuse } from './types.js';
import type { JsonObject } from './walk.js';
import { findRefusal, isObject } from './walk.js';

const offsetOf = (value: unknown): number | undefined => {
  if (!isObject(value) || !isObject(value.start)) return undefined;
  return typeof value.start.offset === 'number' ? value.start.offset : undefined;
};

/** The last part of a function's name: `x`.`load_file` → load_file. */
function functionName(node: JsonObject): string {
  const name = isObject(node.name) ? node.name.name : node.name;
  if (typeof name === 'string') return name;
  const parts = Array.isArray(name) ? name : [];
  const last: unknown = parts[parts.length - 1];
  return isObject(last) && typeof last.value === 'string' ? last.value : '';
}

function refusalOf(node: JsonObject): SqlRefused | undefined {
  if (node.type === 'select') {
    const into = isObject(node.into) ? node.into : {};
    if (into.type === 'into' || (into.keyword !== undefined && into.keyword !== null))
      return refuse('select_into', offsetOf(node.loc), `INTO ${String(into.keyword ?? '')}`);
    if (node.locking_read) return refuse('locking_clause', offsetOf(node.loc));
  }
  if (node.type === 'function') {
    const name = functionName(node);
    if (isForbidden(name, MYSQL_FORBIDDEN_FUNCTIONS))
      return refuse('forbidden_function', offsetOf(node.loc), `function ${name.toLowerCase()}`);
  }
  return undefined;
}

export async function checkMysql(sql: string): Promise<SqlCheckResult> {
  if (isBlank(sql)) return refuse('empty');
  const lexical = lexicalRefusal(sql);
  if (lexical) return lexical;
  const parsed = await parseMysqlFamily(sql);
  if (!parsed.ok)
    return parsed.timedOut
      ? refuse('too_complex', undefined, parsed.detail)
      : refuse('syntax', parsed.position, parsed.detail);
  const { statements } = parsed;
  if (statements.length === 0) return refuse('empty');
  if (statements.length > 1) return refuse('multiple_statements');
  const statement = statements[0];
  if (!isObject(statement) || statement.type !== 'select')
    return refuse(
      'not_select',
      undefined,
      isObject(statement) ? String(statement.type) : undefined,
    );
  return findRefusal(statement, refusalOf) ?? textRefusal(sql) ?? OK;
}
