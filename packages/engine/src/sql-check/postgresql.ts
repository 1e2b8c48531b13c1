// The PostgreSQL check: the real PostgreSQL grammar (libpg-query, PostgreSQL's own parser built
// to WASM, loaded on first use). Exactly one SelectStmt; inside it no other statement (a
// data-modifying CTE is the only place one can sit), no INTO, no locking clause, and every
// function however written and every relation on the allow-lists (postgresql-rules.ts).
import type { RuleContext } from './postgresql-rules.js';
import { functionRelations, nodeRefusal, structRefusal } from './postgresql-rules.js';
import type { SqlCheckResult, SqlRefused } from './types.js';
import { charOffset, isBlank, OK, refuse } from './types.js';
import type { JsonObject } from './walk.js';
import { findRefusal, isObject } from './walk.js';

type Parse = (sql: string) => Promise<unknown>;

let loaded: Promise<Parse> | undefined;

function loadParser(): Promise<Parse> {
  loaded ??= import('libpg-query').then(async (module) => {
    await module.loadModule();
    return module.parse as Parse;
  });
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

/** The cursor position of a libpg-query syntax error (a 0-based byte offset), if any. */
function errorPosition(error: unknown): number | undefined {
  if (!isObject(error) || !isObject(error.sqlDetails)) return undefined;
  const position = error.sqlDetails.cursorPosition;
  return typeof position === 'number' ? position : undefined;
}

function refusalOf(context: RuleContext, node: JsonObject): SqlRefused | undefined {
  const { sql } = context;
  const own = structRefusal(sql, node);
  if (own) return own;
  for (const [key, value] of Object.entries(node)) {
    if (!isObject(value)) continue;
    if (key.endsWith('Stmt') && key !== 'SelectStmt')
      return refuse('data_modifying_cte', undefined, key);
    if (key === 'SelectStmt') {
      if (isObject(value.intoClause)) {
        const rel = isObject(value.intoClause.rel) ? value.intoClause.rel : {};
        return refuse('select_into', charOffset(sql, Number(rel.location)));
      }
      if (Array.isArray(value.lockingClause) && value.lockingClause.length > 0)
        return refuse('locking_clause');
    }
    const refused = nodeRefusal(context, key, value);
    if (refused) return refused;
  }
  return undefined;
}

export async function checkPostgresql(sql: string): Promise<SqlCheckResult> {
  // libpg-query throws on an empty text instead of answering no statements.
  if (isBlank(sql)) return refuse('empty');
  const parse = await loadParser();
  let tree: unknown;
  try {
    tree = await parse(sql);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return refuse('syntax', charOffset(sql, errorPosition(error)), message);
  }
  const statements = isObject(tree) && Array.isArray(tree.stmts) ? tree.stmts : [];
  if (statements.length === 0) return refuse('empty');
  if (statements.length > 1) {
    const second: unknown = statements[1];
    const at = isObject(second) ? Number(second.stmt_location ?? 0) : undefined;
    return refuse('multiple_statements', charOffset(sql, at));
  }
  const first: unknown = statements[0];
  const statement = isObject(first) && isObject(first.stmt) ? first.stmt : {};
  if (!isObject(statement.SelectStmt))
    return refuse('not_select', undefined, Object.keys(statement)[0]);
  const context: RuleContext = { sql, functionRelations: functionRelations(statement) };
  return findRefusal(statement, (node) => refusalOf(context, node)) ?? OK;
}
