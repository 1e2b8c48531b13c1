// The relation allow-list of the DuckDB check (issue 19 part 4): on the built-in warehouse every
// organisation's uploads and extracts sit side by side, so custom SQL there may read only the
// tables its caller's organisation owns (and the shared demo table). Every BASE_TABLE of DuckDB's
// parse tree must be one of them, or a reference to a CTE in scope. Scope follows DuckDB's
// binder, erring on the side of refusing: a CTE is visible in the query that declares it (and in
// its subqueries) and to the CTEs declared after it in the same WITH; its own body sees its name
// only as the recursive part of a WITH RECURSIVE (elsewhere the name there is the real table, so
// `WITH demo_sales AS (SELECT * FROM other) …` checks `other`, and
// `WITH t AS (SELECT * FROM t)` checks the table `t`). A qualified name is never a CTE.
import type { SqlRefused } from './types.js';
import { charOffset, refuseTableSource } from './types.js';
import type { JsonObject } from './walk.js';
import { isObject } from './walk.js';

/** The schema unqualified names resolve to in the warehouse; `main.t` is `t`. */
const DEFAULT_SCHEMA = 'main';

type Scope = ReadonlySet<string>;

interface Pending {
  value: unknown;
  scope: Scope;
}

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value));
const lowerName = (value: unknown) => String(value ?? '').toLowerCase();

/** The CTEs a query node declares, in order: `[{ key, value }]` of DuckDB's cte_map. */
function ctesOf(node: JsonObject): { name: string; body: unknown }[] {
  const map = isObject(node.cte_map) ? node.cte_map.map : undefined;
  if (!Array.isArray(map)) return [];
  return map.filter(isObject).map((entry) => ({ name: lowerName(entry.key), body: entry.value }));
}

function tableRefusal(
  sql: string,
  node: JsonObject,
  scope: Scope,
  allowed: ReadonlySet<string>,
): SqlRefused | undefined {
  const name = lowerName(node.table_name);
  const schema = lowerName(node.schema_name);
  const catalog = lowerName(node.catalog_name);
  if (schema === '' && catalog === '' && scope.has(name)) return undefined;
  if (catalog === '' && (schema === '' || schema === DEFAULT_SCHEMA) && allowed.has(name))
    return undefined;
  const shown = [node.catalog_name, node.schema_name, node.table_name]
    .map((part) => String(part ?? ''))
    .filter(Boolean)
    .join('.');
  return refuseTableSource(shown, charOffset(sql, num(node.query_location)));
}

/**
 * The first table reference of `root` (DuckDB's serialized SELECT) that is neither in `allowed`
 * (lower-case names of the default schema) nor a CTE in scope; undefined when there is none.
 */
export function findForbiddenTable(
  sql: string,
  root: unknown,
  allowed: ReadonlySet<string>,
): SqlRefused | undefined {
  // An explicit stack: expression trees can be deep, and a refusal ends the walk at once.
  const stack: Pending[] = [{ value: root, scope: new Set() }];
  while (stack.length > 0) {
    const { value, scope } = stack.pop() as Pending;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], scope });
      continue;
    }
    if (!isObject(value)) continue;
    if (value.type === 'BASE_TABLE' && 'table_name' in value) {
      const refused = tableRefusal(sql, value, scope, allowed);
      if (refused) return refused;
    }
    // Children in text order: the WITH bodies first, each seeing the CTEs before it; the rest
    // of the node sees them all.
    const children: Pending[] = [];
    let inner = scope;
    if ('cte_map' in value) {
      let visible = new Set(scope);
      for (const cte of ctesOf(value)) {
        children.push({ value: cte.body, scope: visible });
        visible = new Set(visible).add(cte.name);
      }
      inner = visible;
    }
    const recursive = value.type === 'RECURSIVE_CTE_NODE';
    for (const [key, child] of Object.entries(value)) {
      if (key === 'cte_map') continue;
      // The recursive part reads the CTE's working table by name; the anchor does not.
      const own =
        recursive && key === 'right' ? new Set(inner).add(lowerName(value.cte_name)) : inner;
      children.push({ value: child, scope: own });
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Pending);
  }
  return undefined;
}
