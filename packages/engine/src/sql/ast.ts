// A small SQL AST: the compiler builds it from a QueryModel, a dialect renders it. It holds
// resolved identifiers (from the catalogue) and values (bound later), never SQL fragments
// from user input — except the opaque subquery source, checked elsewhere.
import type { DateFormat } from '@tessera/contracts';
import type { DeType } from '../model/field-catalogue.js';
import type { Aggregation, DateGrouping, JoinType, ScalarValue } from '../model/query-model.js';

export type ComparisonOp = '=' | '<>' | '>' | '>=' | '<' | '<=';
export type ArithmeticOp = '+' | '-' | '*' | '/' | '%';

/** Functions an expression may call; each dialect renders each one (CompilerHooks.callFunction). */
export type SqlFunction =
  | 'concat'
  | 'upper'
  | 'lower'
  | 'trim'
  | 'length'
  | 'substring'
  | 'replace'
  | 'left'
  | 'right'
  | 'abs'
  | 'round'
  | 'ceil'
  | 'floor'
  | 'power'
  | 'sqrt'
  | 'ln'
  | 'log10'
  | 'year'
  | 'month'
  | 'day'
  | 'quarter'
  | 'hour'
  | 'date_diff_day'
  | 'date_diff_month'
  | 'date_diff_year'
  | 'today'
  | 'now'
  | 'coalesce'
  | 'nullif'
  /** Column masks only (sql/mask-value.ts): no expression function renders to it. */
  | 'repeat';

/** How a value bound inside an expression is typed, so no database has to guess. */
export type ParamType = 'text' | 'number' | 'time';

export type SqlExpr =
  | { kind: 'column'; tableAlias: string; column: string }
  | { kind: 'param'; value: ScalarValue; type?: ParamType | undefined }
  | { kind: 'null' }
  /** A small integer the compiler itself chose (never user input), written inline. */
  | { kind: 'integer'; value: number }
  | { kind: 'arithmetic'; op: ArithmeticOp; left: SqlExpr; right: SqlExpr }
  | { kind: 'negate'; expr: SqlExpr }
  | { kind: 'not'; expr: SqlExpr }
  | { kind: 'call'; fn: SqlFunction; args: SqlExpr[] }
  | { kind: 'case'; branches: { when: SqlExpr; then: SqlExpr }[]; otherwise: SqlExpr | null }
  | {
      kind: 'cast';
      expr: SqlExpr;
      from: DeType;
      to: DeType;
      dateFormat?: DateFormat | undefined;
    }
  /** An output column by its 1-based position (GROUP BY). */
  | { kind: 'position'; position: number }
  | { kind: 'dateFormat'; expr: SqlExpr; grouping: DateGrouping }
  | { kind: 'aggregate'; fn: Aggregation; arg: SqlExpr | null }
  | { kind: 'compare'; op: ComparisonOp; left: SqlExpr; right: SqlExpr }
  | { kind: 'in'; expr: SqlExpr; values: SqlExpr[]; negated: boolean }
  | { kind: 'like'; expr: SqlExpr; pattern: SqlExpr; negated: boolean }
  | { kind: 'between'; expr: SqlExpr; low: SqlExpr; high: SqlExpr }
  | { kind: 'isNull'; expr: SqlExpr; negated: boolean }
  | { kind: 'logical'; op: 'and' | 'or'; operands: SqlExpr[] }
  | { kind: 'constant'; value: boolean }
  /** `expr IN (SELECT …)`: the subquery is built by the compiler, never from user text. */
  | { kind: 'inSelect'; expr: SqlExpr; select: SqlSelect }
  | { kind: 'exists'; select: SqlSelect };

export type SqlFrom =
  | { kind: 'table'; schema?: string | undefined; table: string; alias: string }
  | { kind: 'subquery'; sql: string; alias: string }
  /** A derived table the compiler built (e.g. the groups a paged total counts). */
  | { kind: 'select'; select: SqlSelect; alias: string }
  /** A common table expression of the enclosing statement, by name. */
  | { kind: 'cte'; name: string }
  | { kind: 'join'; type: JoinType; left: SqlFrom; right: SqlFrom; on: SqlExpr };

export interface SqlSelectItem {
  expr: SqlExpr;
  alias: string;
}

/**
 * ORDER BY names an output column by its alias, so a select expression holding bound values is
 * not repeated. Where NULLS LAST must be emulated (`x IS NULL, x`), MySQL refuses an alias of
 * an aggregate inside an expression, so an aggregate `expr` is repeated there instead.
 */
export interface SqlOrderItem {
  alias: string;
  expr: SqlExpr;
  aggregate: boolean;
  direction: 'asc' | 'desc';
}

/** `WITH name AS (select)`: lets one ranking feed several parts of a query (top N). */
export interface SqlCte {
  name: string;
  select: SqlSelect;
}

export interface SqlSelect {
  with?: SqlCte[] | undefined;
  distinct?: boolean | undefined;
  select: SqlSelectItem[];
  from: SqlFrom;
  where?: SqlExpr | undefined;
  groupBy: SqlExpr[];
  /** Conditions on aggregates; written with the aggregate expressions, not output aliases. */
  having?: SqlExpr | undefined;
  orderBy: SqlOrderItem[];
  limit?: number | undefined;
  offset?: number | undefined;
}
