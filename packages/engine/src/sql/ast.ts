// A small SQL AST: the compiler builds it from a QueryModel, a dialect renders it. It holds
// resolved identifiers (from the catalogue) and values (bound later), never SQL fragments
// from user input — except the opaque subquery source, checked elsewhere.
import type { Aggregation, DateGrouping, JoinType, ScalarValue } from '../model/query-model.js';

export type ComparisonOp = '=' | '<>' | '>' | '>=' | '<' | '<=';

export type SqlExpr =
  | { kind: 'column'; tableAlias: string; column: string }
  | { kind: 'param'; value: ScalarValue }
  | { kind: 'dateFormat'; expr: SqlExpr; grouping: DateGrouping }
  | { kind: 'aggregate'; fn: Aggregation; arg: SqlExpr | null }
  | { kind: 'compare'; op: ComparisonOp; left: SqlExpr; right: SqlExpr }
  | { kind: 'in'; expr: SqlExpr; values: SqlExpr[]; negated: boolean }
  | { kind: 'like'; expr: SqlExpr; pattern: SqlExpr; negated: boolean }
  | { kind: 'between'; expr: SqlExpr; low: SqlExpr; high: SqlExpr }
  | { kind: 'isNull'; expr: SqlExpr; negated: boolean }
  | { kind: 'logical'; op: 'and' | 'or'; operands: SqlExpr[] }
  | { kind: 'constant'; value: boolean };

export type SqlFrom =
  | { kind: 'table'; schema?: string | undefined; table: string; alias: string }
  | { kind: 'subquery'; sql: string; alias: string }
  | { kind: 'join'; type: JoinType; left: SqlFrom; right: SqlFrom; on: SqlExpr };

export interface SqlSelectItem {
  expr: SqlExpr;
  alias: string;
}

export interface SqlOrderItem {
  expr: SqlExpr;
  direction: 'asc' | 'desc';
}

export interface SqlSelect {
  select: SqlSelectItem[];
  from: SqlFrom;
  where?: SqlExpr | undefined;
  groupBy: SqlExpr[];
  orderBy: SqlOrderItem[];
  limit?: number | undefined;
  offset?: number | undefined;
}
