// The allow-list rules of the PostgreSQL check, one per kind of node of libpg-query's tree that
// can call a function or read a relation. PostgreSQL calls functions in more ways than FuncCall:
// attribute notation (`(x).f` and `alias.f` are f(x) when no such field or column exists),
// operators (each is a function; OPERATOR(schema.op) names any of them), casts (a type's input
// function runs on the text), TABLESAMPLE methods, XML constructs. Relations must be the
// source's own: nothing of pg_catalog, information_schema, pg_toast or a temporary schema, and
// no unqualified name starting with pg_ (pg_catalog is searched first even when not named).
import {
  POSTGRESQL_ALLOWED_FUNCTIONS,
  POSTGRESQL_ALLOWED_OPERATORS,
  POSTGRESQL_ALLOWED_SAMPLE_METHODS,
  POSTGRESQL_ALLOWED_TYPES,
  POSTGRESQL_CATALOG_SCHEMA,
} from './allowed-functions/postgresql.js';
import { POSTGRESQL_ONE_ARGUMENT_FUNCTIONS } from './allowed-functions/postgresql-catalogue.js';
import type { SqlRefused } from './types.js';
import { charOffset, refuseFunction, refuseTableSource } from './types.js';
import type { JsonObject } from './walk.js';
import { findRefusal, isObject } from './walk.js';

/** The names of a list of String nodes (`[{String: {sval}}]`); other items (A_Star) as null. */
function names(value: unknown): (string | null)[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: unknown) =>
    isObject(item) && isObject(item.String) && typeof item.String.sval === 'string'
      ? item.String.sval
      : null,
  );
}

/** The names FROM functions go by in a statement (see columnReference). */
export interface FunctionRelations {
  /** Each name, with the column names declared for it (`AS t(word)`, a column list). */
  names: ReadonlyMap<string, ReadonlySet<string>>;
  /** A FROM function without alias whose name cannot be told (`FROM current_user`). */
  unnamed: boolean;
}

/** What the rules need besides the node: the text (positions) and the FROM functions. */
export interface RuleContext {
  sql: string;
  functionRelations: FunctionRelations;
}

/** Column names declared for a FROM function: `AS t(a, b)`, `AS t(a text)`, JSON_TABLE's. */
function declaredColumns(range: JsonObject): Set<string> {
  const declared = new Set<string>();
  const alias = isObject(range.alias) ? range.alias : {};
  for (const name of names(alias.colnames)) if (name !== null) declared.add(name);
  findRefusal([range.coldeflist, range.functions, range.columns], (node) => {
    const column = isObject(node.ColumnDef) ? node.ColumnDef.colname : undefined;
    const jsonColumn = isObject(node.JsonTableColumn) ? node.JsonTableColumn.name : undefined;
    for (const name of [column, jsonColumn]) if (typeof name === 'string') declared.add(name);
    return undefined;
  });
  return declared;
}

/**
 * Every name a FROM function can be referred to by: its alias, or without one the name of
 * its (first) function, which is what PostgreSQL calls the relation. JSON_TABLE and XMLTABLE
 * count too.
 */
export function functionRelations(statement: unknown): FunctionRelations {
  const found = new Map<string, Set<string>>();
  let unnamed = false;
  findRefusal(statement, (node) => {
    for (const [key, value] of Object.entries(node)) {
      if (!isObject(value)) continue;
      if (key !== 'RangeFunction' && key !== 'JsonTable' && key !== 'RangeTableFunc') continue;
      const alias = isObject(value.alias) ? value.alias.aliasname : undefined;
      const name = typeof alias === 'string' ? alias : firstFunctionCall(value);
      if (name === undefined) {
        unnamed = true;
        continue;
      }
      // A name used twice keeps only the columns both declare: each scope is a column list.
      const declared = declaredColumns(value);
      const earlier = found.get(name);
      found.set(name, earlier ? new Set([...earlier].filter((c) => declared.has(c))) : declared);
    }
    return undefined;
  });
  return { names: found, unnamed };
}

/** The last name part of a RangeFunction's first FuncCall, if its first item is one. */
function firstFunctionCall(range: JsonObject): string | undefined {
  const functions = Array.isArray(range.functions) ? range.functions : [];
  const first: unknown = functions[0];
  const list = isObject(first) && isObject(first.List) ? first.List.items : undefined;
  const item: unknown = Array.isArray(list) ? list[0] : undefined;
  if (!isObject(item) || !isObject(item.FuncCall)) return undefined;
  const parts = names(item.FuncCall.funcname);
  return parts[parts.length - 1] ?? undefined;
}

const location = (sql: string, node: JsonObject) =>
  typeof node.location === 'number' ? charOffset(sql, node.location) : undefined;

/**
 * Whether a possibly qualified name is on `allowed`: unqualified (the search path starts with
 * pg_catalog) or qualified with pg_catalog itself; any other schema holds the database's own
 * objects, which no list can vouch for.
 */
function allowedName(parts: readonly (string | null)[], allowed: ReadonlySet<string>): boolean {
  const last = parts[parts.length - 1];
  if (last === null || last === undefined || !allowed.has(last)) return false;
  return parts.length === 1 || (parts.length === 2 && parts[0] === POSTGRESQL_CATALOG_SCHEMA);
}

const shown = (parts: readonly (string | null)[]) => parts.map((p) => p ?? '*').join('.');

function functionCall(sql: string, call: JsonObject): SqlRefused | undefined {
  const parts = names(call.funcname);
  if (allowedName(parts, POSTGRESQL_ALLOWED_FUNCTIONS)) return undefined;
  return refuseFunction(shown(parts), location(sql, call));
}

/** `a + b`, `a OPERATOR(pg_catalog.+) b`, `x = ANY(…)`, `ORDER BY x USING <`. */
function operator(sql: string, name: unknown, node: JsonObject): SqlRefused | undefined {
  const parts = names(name);
  if (parts.length === 0 || allowedName(parts, POSTGRESQL_ALLOWED_OPERATORS)) return undefined;
  return refuseFunction(`OPERATOR(${shown(parts)})`, location(sql, node));
}

/** BETWEEN and its variants carry a keyword, not an operator, as their name. */
const KEYWORD_EXPRESSIONS = new Set([
  'AEXPR_BETWEEN',
  'AEXPR_NOT_BETWEEN',
  'AEXPR_BETWEEN_SYM',
  'AEXPR_NOT_BETWEEN_SYM',
]);

/**
 * `q.name` is a column of q if it has one, else the call name(q) on q's whole row. The whole
 * row of a table, view, subquery or CTE is a composite, which only functions of a record or
 * polymorphic argument accept (none of them harmful); the whole row of a FROM function
 * returning a scalar is that scalar (`SELECT t.pg_read_file FROM unnest(ARRAY['/etc/passwd'])
 * t` reads the file; `SELECT u.lo_import FROM current_user u` imports one). So when q names a
 * FROM function anywhere in the statement, the names such a call could take are refused:
 * every one-argument function PostgreSQL and its extensions define, unless allowed. Names
 * starting with pg_ are refused whatever q is. A one-part name is only ever a column.
 */
function columnReference(context: RuleContext, ref: JsonObject): SqlRefused | undefined {
  const parts = names(ref.fields);
  const last = parts[parts.length - 1];
  if (parts.length < 2 || last === null || last === undefined) return undefined;
  if (POSTGRESQL_ALLOWED_FUNCTIONS.has(last)) return undefined;
  const qualifier = parts[parts.length - 2] ?? '';
  const { names: functions, unnamed } = context.functionRelations;
  const declared = functions.get(qualifier);
  if (declared?.has(last)) return undefined;
  const onFunction = unnamed || declared !== undefined;
  if (
    last.toLowerCase().startsWith('pg_') ||
    (onFunction && POSTGRESQL_ONE_ARGUMENT_FUNCTIONS.has(last))
  )
    return refuseFunction(last, location(context.sql, ref));
  return undefined;
}

/**
 * `(x).name` is a field of a composite x if it has one, else the call name(x). Composite
 * fields are rare in analysts' SQL, so every such name must be an allowed function.
 */
function indirection(sql: string, node: JsonObject): SqlRefused | undefined {
  for (const name of names(node.indirection)) {
    if (name !== null && !POSTGRESQL_ALLOWED_FUNCTIONS.has(name))
      return refuseFunction(name, argumentLocation(sql, node.arg));
  }
  return undefined;
}

/** Where the (x) of `(x).f` starts: the location of the wrapped node, if it has one. */
function argumentLocation(sql: string, arg: unknown): number | undefined {
  if (!isObject(arg)) return undefined;
  const inner = Object.values(arg)[0];
  return isObject(inner) ? location(sql, inner) : undefined;
}

/** A TypeName anywhere (casts, typed literals, column definition lists, RETURNING). */
function typeName(sql: string, type: JsonObject): SqlRefused | undefined {
  const parts = names(type.names);
  if (allowedName(parts, POSTGRESQL_ALLOWED_TYPES)) return undefined;
  return refuseFunction(`::${shown(parts)}`, location(sql, type));
}

const isTypeName = (node: JsonObject) => Array.isArray(node.names) && 'typemod' in node;

const PG_SCHEMA = /^pg_/i;

/** A relation in FROM (or TABLE x): the source's own tables and views only. */
function relation(sql: string, range: JsonObject): SqlRefused | undefined {
  const schema = typeof range.schemaname === 'string' ? range.schemaname : undefined;
  const name = typeof range.relname === 'string' ? range.relname : '';
  const system = schema
    ? PG_SCHEMA.test(schema) || schema.toLowerCase() === 'information_schema'
    : PG_SCHEMA.test(name);
  if (!system) return undefined;
  return refuseTableSource(schema ? `${schema}.${name}` : name, location(sql, range));
}

/** A construct of the grammar that stands for a function of that name (XMLTABLE, JSON_TABLE…). */
function named(sql: string, node: JsonObject, name: string): SqlRefused | undefined {
  return POSTGRESQL_ALLOWED_FUNCTIONS.has(name)
    ? undefined
    : refuseFunction(name, location(sql, node));
}

const XML_OPERATIONS: Record<string, string> = {
  IS_XMLCONCAT: 'xmlconcat',
  IS_XMLELEMENT: 'xmlelement',
  IS_XMLFOREST: 'xmlforest',
  IS_XMLPARSE: 'xmlparse',
  IS_XMLPI: 'xmlpi',
  IS_XMLROOT: 'xmlroot',
  IS_XMLSERIALIZE: 'xmlserialize',
  IS_DOCUMENT: 'IS DOCUMENT',
};

/** The refusal of one node (`key` is its type in the tree: FuncCall, RangeVar…), if any. */
export function nodeRefusal(
  context: RuleContext,
  key: string,
  node: JsonObject,
): SqlRefused | undefined {
  const { sql } = context;
  switch (key) {
    case 'FuncCall':
      return functionCall(sql, node);
    case 'A_Expr':
      return KEYWORD_EXPRESSIONS.has(String(node.kind))
        ? undefined
        : operator(sql, node.name, node);
    case 'SubLink':
      return operator(sql, node.operName, node);
    case 'SortBy':
      return operator(sql, node.useOp, node);
    case 'ColumnRef':
      return columnReference(context, node);
    case 'A_Indirection':
      return indirection(sql, node);
    case 'RangeVar':
      return relation(sql, node);
    case 'RangeTableSample':
      return allowedName(names(node.method), POSTGRESQL_ALLOWED_SAMPLE_METHODS)
        ? undefined
        : refuseFunction(`TABLESAMPLE ${shown(names(node.method))}`, location(sql, node));
    case 'JsonTable':
      return named(sql, node, 'json_table');
    // XML is not on the list: XMLTABLE, XMLSERIALIZE, XMLPARSE, XMLELEMENT…
    case 'RangeTableFunc':
      return named(sql, node, 'xmltable');
    case 'XmlSerialize':
      return named(sql, node, 'xmlserialize');
    case 'XmlExpr':
      return named(sql, node, XML_OPERATIONS[String(node.op)] ?? 'xml');
    default:
      return undefined;
  }
}

/** The refusal of an unwrapped struct (a TypeName sits in its parent without a type key). */
export function structRefusal(sql: string, node: JsonObject): SqlRefused | undefined {
  return isTypeName(node) ? typeName(sql, node) : undefined;
}
