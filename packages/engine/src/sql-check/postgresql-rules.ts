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
import { isObject } from './walk.js';

/** The names of a list of String nodes (`[{String: {sval}}]`); other items (A_Star) as null. */
function names(value: unknown): (string | null)[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: unknown) =>
    isObject(item) && isObject(item.String) && typeof item.String.sval === 'string'
      ? item.String.sval
      : null,
  );
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
 * `alias.name` is a column of the alias's relation if it has one, else the call name(alias).
 * Without the catalogue a column cannot be told from a call, so the names a call could take
 * are refused: every one-argument function PostgreSQL and its extensions define, and anything
 * starting with pg_, unless allowed. A one-part name is only ever a column.
 */
function columnReference(sql: string, ref: JsonObject): SqlRefused | undefined {
  const parts = names(ref.fields);
  const last = parts[parts.length - 1];
  if (parts.length < 2 || last === null || last === undefined) return undefined;
  if (POSTGRESQL_ALLOWED_FUNCTIONS.has(last)) return undefined;
  if (last.toLowerCase().startsWith('pg_') || POSTGRESQL_ONE_ARGUMENT_FUNCTIONS.has(last))
    return refuseFunction(last, location(sql, ref));
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
export function nodeRefusal(sql: string, key: string, node: JsonObject): SqlRefused | undefined {
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
      return columnReference(sql, node);
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
