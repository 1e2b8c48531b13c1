// The MySQL-family check (MySQL, MariaDB, TiDB, Doris, StarRocks): node-sql-parser's MariaDB
// grammar, then its MySQL one when the first does not accept the text (each knows syntax the
// other lacks: LOCK IN SHARE MODE, newer functions). Exactly one select; no INTO (table, file,
// variable), no locking read, no forbidden function. node-sql-parser is not the server's own
// parser, so the text is also checked where the two could read it differently (mysql-lexical.ts).
import type { Parser as SqlParser } from 'node-sql-parser';
import { MYSQL_FORBIDDEN_FUNCTIONS, isForbidden } from './forbidden-functions.js';
import { lexicalRefusal, textRefusal } from './mysql-lexical.js';
import type { SqlCheckResult, SqlRefused } from './types.js';
import { isBlank, OK, refuse } from './types.js';
import type { JsonObject } from './walk.js';
import { findRefusal, isObject } from './walk.js';

interface Grammar {
  parser: SqlParser;
  database: 'MariaDB' | 'MySQL';
}

type ParserModule = { Parser: new () => SqlParser };

let grammars: Promise<Grammar[]> | undefined;

/** node-sql-parser's per-database builds are CommonJS; their exports sit on `default` in ESM. */
async function parserOf(module: Promise<ParserModule & { default?: ParserModule }>) {
  const loaded = await module;
  return new (loaded.default ?? loaded).Parser();
}

function loadGrammars(): Promise<Grammar[]> {
  grammars ??= Promise.all([
    parserOf(import('node-sql-parser/build/mariadb.js')).then((parser) => ({
      parser,
      database: 'MariaDB' as const,
    })),
    parserOf(import('node-sql-parser/build/mysql.js')).then((parser) => ({
      parser,
      database: 'MySQL' as const,
    })),
  ]);
  grammars.catch(() => (grammars = undefined));
  return grammars;
}

const offsetOf = (value: unknown): number | undefined => {
  if (!isObject(value) || !isObject(value.start)) return undefined;
  return typeof value.start.offset === 'number' ? value.start.offset : undefined;
};

type Parsed =
  { ok: true; statements: unknown[] } | { ok: false; position?: number; detail: string };

function parseWith(grammar: Grammar, sql: string): Parsed {
  try {
    const ast: unknown = grammar.parser.astify(sql, {
      database: grammar.database,
      parseOptions: { includeLocations: true },
    });
    const statements = (Array.isArray(ast) ? ast : [ast]).filter((s) => s !== null);
    return { ok: true, statements };
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 200) : String(error);
    const position = isObject(error) ? offsetOf(error.location) : undefined;
    return position === undefined ? { ok: false, detail } : { ok: false, position, detail };
  }
}

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
  let parsed: Parsed | undefined;
  for (const grammar of await loadGrammars()) {
    const attempt = parseWith(grammar, sql);
    // Keep the error of the grammar that read furthest: it is likelier the user's mistake.
    if (attempt.ok || !parsed || (!parsed.ok && (attempt.position ?? -1) > (parsed.position ?? -1)))
      parsed = attempt;
    if (attempt.ok) break;
  }
  if (!parsed) return refuse('syntax');
  if (!parsed.ok) return refuse('syntax', parsed.position, parsed.detail);
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
