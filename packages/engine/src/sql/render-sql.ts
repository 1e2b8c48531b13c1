// SQL AST → dialect SQL text + bound parameters. Identifiers go through the dialect's quoting,
// values become placeholders in text order, and every logical group is parenthesised so
// operator precedence can never merge a user's OR with a row rule.
import type { ScalarValue } from '../model/query-model.js';
import type { SqlDialect } from '../dialects/types.js';
import { safeInt } from '../dialects/shared.js';
import type { SqlExpr, SqlFrom, SqlOrderItem, SqlSelect } from './ast.js';

export interface RenderedSql {
  sql: string;
  params: ScalarValue[];
}

const AGGREGATE_FN = {
  sum: 'SUM',
  avg: 'AVG',
  count: 'COUNT',
  count_distinct: 'COUNT',
  max: 'MAX',
  min: 'MIN',
} as const;
const JOIN_KEYWORD = {
  inner: 'INNER JOIN',
  left: 'LEFT JOIN',
  right: 'RIGHT JOIN',
  full: 'FULL OUTER JOIN',
} as const;

/** Escape LIKE metacharacters so a user's `%` or `_` matches itself, then wrap as "contains". */
export function containsPattern(value: string, escapeChar: string): string {
  const escaped = [...value]
    .map((ch) => (ch === '%' || ch === '_' || ch === escapeChar ? escapeChar + ch : ch))
    .join('');
  return `%${escaped}%`;
}

/** Whether a "contains" value holds a character a LIKE pattern would not take literally. */
export function needsLikeEscape(value: string, escapeChar: string): boolean {
  for (const ch of value)
    if (ch === '%' || ch === '_' || ch === '\\' || ch === escapeChar) return true;
  return false;
}

export function renderSelect(ast: SqlSelect, dialect: SqlDialect): RenderedSql {
  const { compiler, adapter } = dialect;
  const params: ScalarValue[] = [];
  const q = (name: string) => compiler.quoteIdentifier(name);
  const bind = (value: ScalarValue) => {
    params.push(value);
    return compiler.placeholder(params.length);
  };

  const expr = (e: SqlExpr): string => {
    switch (e.kind) {
      case 'column':
        return `${q(e.tableAlias)}.${q(e.column)}`;
      case 'param':
        return e.type === undefined ? bind(e.value) : compiler.typedParam(bind(e.value), e.type);
      case 'null':
        return 'NULL';
      case 'integer':
        return String(safeInt(e.value));
      case 'arithmetic': {
        const left = expr(e.left);
        const right = expr(e.right);
        if (e.op === '/') return compiler.divide(left, right);
        // Remainder by zero is NULL everywhere, like division.
        if (e.op === '%') return `(${left} % NULLIF(${right}, 0))`;
        return `(${left} ${e.op} ${right})`;
      }
      case 'negate':
        return `(- ${expr(e.expr)})`;
      case 'not':
        return `(NOT ${expr(e.expr)})`;
      case 'call':
        return compiler.callFunction(
          e.fn,
          e.args.map((arg) => () => expr(arg)),
        );
      case 'case': {
        const whens = e.branches.map((b) => `WHEN ${expr(b.when)} THEN ${expr(b.then)}`);
        const otherwise = e.otherwise ? ` ELSE ${expr(e.otherwise)}` : '';
        return `CASE ${whens.join(' ')}${otherwise} END`;
      }
      case 'cast':
        return compiler.castValue(() => expr(e.expr), e.from, e.to, e.dateFormat);
      case 'position':
        return String(e.position);
      case 'dateFormat':
        return compiler.formatDate(expr(e.expr), e.grouping);
      case 'aggregate': {
        if (e.arg === null) return 'COUNT(*)';
        const distinct = e.fn === 'count_distinct' ? 'DISTINCT ' : '';
        return `${AGGREGATE_FN[e.fn]}(${distinct}${expr(e.arg)})`;
      }
      case 'compare':
        return `${expr(e.left)} ${e.op} ${expr(e.right)}`;
      case 'in':
        return compiler.inList(expr(e.expr), e.values.map(expr), e.negated);
      case 'like': {
        const raw = String(e.pattern.kind === 'param' ? e.pattern.value : '');
        const pattern = bind(containsPattern(raw, compiler.likeEscapeChar));
        const like = `${expr(e.expr)} ${e.negated ? 'NOT LIKE' : 'LIKE'} ${pattern}`;
        // An ESCAPE clause makes DuckDB's LIKE ~2x slower: only a value with a character that
        // means something in a pattern needs one (backslash too: MySQL and PostgreSQL escape
        // with it by default).
        return needsLikeEscape(raw, compiler.likeEscapeChar)
          ? `${like} ESCAPE '${compiler.likeEscapeChar}'`
          : like;
      }
      case 'between':
        return `${expr(e.expr)} BETWEEN ${expr(e.low)} AND ${expr(e.high)}`;
      case 'isNull':
        return `${expr(e.expr)} ${e.negated ? 'IS NOT NULL' : 'IS NULL'}`;
      case 'logical':
        return `(${e.operands.map(expr).join(e.op === 'and' ? ' AND ' : ' OR ')})`;
      case 'constant':
        return e.value ? '1 = 1' : '1 = 0';
      case 'inSelect':
        return `${expr(e.expr)} IN (${statement(e.select)})`;
      case 'exists':
        return `EXISTS (${statement(e.select)})`;
    }
  };

  const from = (f: SqlFrom): string => {
    switch (f.kind) {
      case 'table':
        return `${f.schema === undefined ? '' : `${q(f.schema)}.`}${q(f.table)} AS ${q(f.alias)}`;
      case 'subquery':
        return `(${f.sql}) AS ${q(f.alias)}`;
      case 'select':
        return `(${statement(f.select)}) AS ${q(f.alias)}`;
      case 'cte':
        return q(f.name);
      case 'join':
        return `${from(f.left)} ${JOIN_KEYWORD[f.type]} ${from(f.right)} ON ${expr(f.on)}`;
    }
  };

  // Nulls sort last in both directions everywhere, so charts agree across databases.
  const order = (o: SqlOrderItem): string => {
    const dir = o.direction === 'asc' ? 'ASC' : 'DESC';
    if (adapter.supportsNullsOrdering) return `${q(o.alias)} ${dir} NULLS LAST`;
    // Rendered twice (values bound twice, in text order) when it must be the aggregate itself.
    const text = () => (o.aggregate ? expr(o.expr) : q(o.alias));
    return `${text()} IS NULL ASC, ${text()} ${dir}`;
  };

  // Clauses are rendered in text order so `?` placeholders line up with `params`; nested
  // statements (CTEs, subqueries) bind into the same list at the point they appear.
  function statement(ast: SqlSelect): string {
    const parts: string[] = [];
    if (ast.with && ast.with.length > 0) {
      const ctes = ast.with.map((cte) => `${q(cte.name)} AS (${statement(cte.select)})`);
      parts.push(`WITH ${ctes.join(', ')}`);
    }
    const select = ast.distinct ? 'SELECT DISTINCT' : 'SELECT';
    parts.push(`${select} ${ast.select.map((s) => `${expr(s.expr)} AS ${q(s.alias)}`).join(', ')}`);
    parts.push(`FROM ${from(ast.from)}`);
    if (ast.where) parts.push(`WHERE ${expr(ast.where)}`);
    if (ast.groupBy.length > 0) parts.push(`GROUP BY ${ast.groupBy.map(expr).join(', ')}`);
    if (ast.having) parts.push(`HAVING ${expr(ast.having)}`);
    if (ast.orderBy.length > 0) parts.push(`ORDER BY ${ast.orderBy.map(order).join(', ')}`);
    const tail = compiler.limitOffset(ast.limit, ast.offset);
    if (tail) parts.push(tail);
    return parts.join(' ');
  }

  return { sql: statement(ast), params };
}
