// The MySQL-family check (MySQL, MariaDB, TiDB, Doris, StarRocks): node-sql-parser's MariaDB
// grammar, then its MySQL one when the first does not accept the text (each knows syntax the
// other lacks: LOCK IN SHARE MODE, newer functions). Exactly one select; no INTO (table, file,
// variable), no locking read; every function on the allow-list and unqualified (a qualified
// name is a stored function of some database); no variable (`@@datadir` reads a setting,
// `@x := …` leaves state on a pooled session); no table of the server's own databases.
// node-sql-parser is not the server's own parser, so the text is also checked where the two
// could read it differently (mysql-lexical.ts).
import { MYSQL_ALLOWED_FUNCTIONS } from './allowed-functions/mysql.js';
import { lexicalRefusal, textRefusal } from './mysql-lexical.js';
import { parseMysqlFamily } from './mysql-parse.js';
import type { SqlCheckResult, SqlRefused } from './types.js';
import { isBlank, OK, refuse, refuseFunction, refuseTableSource } from './types.js';
import type { JsonObject } from './walk.js';
import { findRefusal, isObject } from './walk.js';

const offsetOf = (value: unknown): number | undefined => {
  if (!isObject(value) || !isObject(value.start)) return undefined;
  return typeof value.start.offset === 'number' ? value.start.offset : undefined;
};

const partText = (part: unknown): string =>
  isObject(part) && typeof part.value === 'string' ? part.value : '';

/** A function's name parts: `x`.`load_file` → ['x', 'load_file']; COUNT → ['COUNT']. */
function functionName(node: JsonObject): string[] {
  if (typeof node.name === 'string') return [node.name];
  const named = isObject(node.name) ? node.name : {};
  const parts = Array.isArray(named.name) ? named.name.map(partText) : [];
  const schema =
    named.schema === undefined || named.schema === null ? [] : [partText(named.schema)];
  return [...schema, ...parts];
}

/** The server's own databases: accounts and password hashes, settings, every other schema. */
const SYSTEM_DATABASES = new Set(['mysql', 'information_schema', 'performance_schema', 'sys']);

/** A FROM item naming a table (`{db, table, as}`); subqueries carry `expr` instead. */
function tableRefusal(node: JsonObject): SqlRefused | undefined {
  if (typeof node.table !== 'string' || node.type !== undefined || !('db' in node))
    return undefined;
  const db = typeof node.db === 'string' ? node.db : '';
  if (!SYSTEM_DATABASES.has(db.toLowerCase())) return undefined;
  return refuseTableSource(`${db}.${node.table}`, offsetOf(node.loc));
}

function refusalOf(node: JsonObject): SqlRefused | undefined {
  if (node.type === 'select') {
    const into = isObject(node.into) ? node.into : {};
    if (into.type === 'into' || (into.keyword !== undefined && into.keyword !== null))
      return refuse('select_into', offsetOf(node.loc), `INTO ${String(into.keyword ?? '')}`);
    if (node.locking_read) return refuse('locking_clause', offsetOf(node.loc));
  }
  if (node.type === 'function' || node.type === 'aggr_func') {
    const parts = functionName(node);
    const name = parts.join('.');
    if (parts.length !== 1 || !MYSQL_ALLOWED_FUNCTIONS.has(name.toLowerCase()))
      return refuseFunction(name, offsetOf(node.loc));
  }
  if (node.type === 'var') {
    const prefix = typeof node.prefix === 'string' ? node.prefix : '@';
    const members = Array.isArray(node.members) ? node.members.map(String) : [];
    return refuseFunction(`${prefix}${[String(node.name), ...members].join('.')}`);
  }
  return tableRefusal(node);
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
