import { z } from 'zod';
import type { DeType } from './de-type.js';
import { databaseObjectName } from './names.js';
import { datasourceDescSchema, datasourceNameSchema } from './rules.js';

/**
 * Data sources (issue 3): {id, name, desc, type, configuration}. The configuration is a strict,
 * typed object per type: no raw connection URLs, no driver flags beyond a short allow-list
 * (SECURITY C5). Passwords travel in only; replies carry `hasPassword` instead.
 */

/** Types a user can create. The embedded DuckDB warehouse (type 'duckdb') is built in. */
export const DATASOURCE_TYPES = [
  'postgresql',
  'mysql',
  'mariadb',
  'tidb',
  'doris',
  'starrocks',
] as const;
export type CreatableDatasourceType = (typeof DATASOURCE_TYPES)[number];
export type DatasourceType = CreatableDatasourceType | 'duckdb';

export const DEFAULT_PORTS: Record<CreatableDatasourceType, number> = {
  postgresql: 5432,
  mysql: 3306,
  mariadb: 3306,
  tidb: 4000,
  doris: 9030,
  starrocks: 9030,
};

/** No NUL, line breaks or lone surrogates (text no driver could send). */
const noControlChars = (s: string) => !/[\0\r\n\p{Cs}]/u.test(s);

const HOST_NAME =
  /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const ipv4 = z.ipv4();
const ipv6 = z.ipv6();

/**
 * A host name, a dotted-decimal IPv4 address or an IPv6 address (bracketed or not). Resolvers
 * read a name whose last label is a number as IPv4 in another notation (`2852039166`,
 * `0xa9fea9fe`, `0251.0376.0251.0376`, `169.254.43518`), which would slip past an egress
 * policy written in dotted decimal: such names are refused (SECURITY C6).
 */
export function isHostOrIp(value: string): boolean {
  const bracketed = value.startsWith('[') && value.endsWith(']');
  const bare = bracketed ? value.slice(1, -1) : value;
  if (bare.includes(':')) return ipv6.safeParse(bare).success;
  if (bracketed) return false;
  if (ipv4.safeParse(bare).success) return true;
  if (!HOST_NAME.test(bare)) return false;
  const last = bare.slice(bare.lastIndexOf('.') + 1);
  return !/^(?:\d+|0x[0-9a-f]*)$/i.test(last);
}

/** Host names or IP literals only; never URLs, sockets, paths or numeric IPv4 spellings. */
export const hostSchema = z
  .string()
  .trim()
  .min(1, 'validation.datasource.host')
  .max(253, 'validation.datasource.host')
  .refine(isHostOrIp, 'validation.datasource.host');
export const portSchema = z
  .number('validation.datasource.port')
  .int('validation.datasource.port')
  .min(1, 'validation.datasource.port')
  .max(65_535, 'validation.datasource.port');
/** Database and schema names: identifiers, never paths. */
export const objectNameSchema = z
  .string()
  .min(1, 'validation.datasource.database')
  .max(128, 'validation.datasource.database')
  .refine((s) => noControlChars(s) && !/[/\\]/.test(s), 'validation.datasource.database');
export const dbUsernameSchema = z
  .string()
  .trim()
  .min(1, 'validation.datasource.username')
  .max(128, 'validation.datasource.username')
  .refine(noControlChars, 'validation.datasource.username');
export const dbPasswordSchema = z
  .string()
  .max(1_024, 'validation.invalid')
  .refine((s) => !s.includes('\0'), 'validation.invalid');

/** The short allow-list of tuning options every type accepts. */
export const connectionOptionsSchema = z.strictObject({
  ssl: z.boolean().optional(),
  poolSize: z.number().int().min(1).max(50).optional(),
  statementTimeoutMs: z.number().int().min(100).max(600_000).optional(),
  connectTimeoutMs: z.number().int().min(100).max(60_000).optional(),
});

/** PostgreSQL: a schema may be named; no `options` string (it sets server parameters). */
export const postgresqlConfigurationSchema = z.strictObject({
  host: hostSchema,
  port: portSchema,
  database: objectNameSchema,
  schema: objectNameSchema.optional(),
  username: dbUsernameSchema,
  /** Omitted on update: keep the stored password. */
  password: dbPasswordSchema.optional(),
  options: connectionOptionsSchema.optional(),
});

/** MySQL family: no multipleStatements, localInfile, flags or socket paths. */
export const mysqlConfigurationSchema = z.strictObject({
  host: hostSchema,
  port: portSchema,
  database: objectNameSchema,
  username: dbUsernameSchema,
  password: dbPasswordSchema.optional(),
  options: connectionOptionsSchema.optional(),
});

export type DatasourceConfiguration =
  z.infer<typeof postgresqlConfigurationSchema> | z.infer<typeof mysqlConfigurationSchema>;

const typed = <T extends CreatableDatasourceType, S extends z.ZodType>(type: T, configuration: S) =>
  z.strictObject({ type: z.literal(type), configuration });

/** {type, configuration} discriminated on type: the body of POST /datasource/validate. */
export const datasourceConnectionSchema = z.discriminatedUnion('type', [
  typed('postgresql', postgresqlConfigurationSchema),
  typed('mysql', mysqlConfigurationSchema),
  typed('mariadb', mysqlConfigurationSchema),
  typed('tidb', mysqlConfigurationSchema),
  typed('doris', mysqlConfigurationSchema),
  typed('starrocks', mysqlConfigurationSchema),
]);
export type DatasourceConnection = z.infer<typeof datasourceConnectionSchema>;

/** POST /datasource/add */
export const datasourceAddSchema = z.intersection(
  z.strictObject({ name: datasourceNameSchema, desc: datasourceDescSchema.default('') }),
  datasourceConnectionSchema,
);
/** POST /datasource/update: the same plus the id; a missing password keeps the stored one. */
export const datasourceUpdateSchema = z.intersection(
  z.strictObject({
    id: z.string().min(1).max(64),
    name: datasourceNameSchema,
    desc: datasourceDescSchema.default(''),
  }),
  datasourceConnectionSchema,
);

/**
 * `{id}` of the calls on one source: POST /datasource/get/{id} (one source's view, for the table
 * browser and the edit form), delete, validate, getTables, getColumns.
 */
export const datasourceIdParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

/** POST /datasource/list body: optional search and type filter. */
export const datasourceListQuerySchema = z.strictObject({
  keyword: z.string().max(50).optional(),
  type: z.enum([...DATASOURCE_TYPES, 'duckdb']).optional(),
});

export type DatasourceStatus = 'ok' | 'error' | 'unknown';

/** A data source as replies show it: never a password. */
export interface DatasourceView {
  id: string;
  name: string;
  desc: string;
  type: DatasourceType;
  /**
   * The configuration without password; `hasPassword` says whether one is stored. The built-in
   * warehouse has no host: host and username are '' and port is 0.
   */
  configuration: Omit<DatasourceConfiguration, 'password'> & {
    /** PostgreSQL's optional default schema. */
    schema?: string;
    hasPassword: boolean;
  };
  builtin: boolean;
  status: DatasourceStatus;
  statusMessage: string | null;
  statusTime: number | null;
  /** What the caller may do: 'use' or 'manage'. */
  permission: 'view' | 'use' | 'export' | 'manage';
  createTime: number;
  updateTime: number;
  /**
   * Whether the source's login may do more than read, as its last successful check found
   * (PostgreSQL superuser or a pg_*_server_files role; MySQL SUPER or FILE): it can read the
   * server's files or act as the database's administrator, so the form recommends a read-only
   * user. Absent until a check has answered (and for the built-in warehouse).
   */
  privileged?: boolean;
}

/** POST /datasource/validate and /datasource/validate/{id} */
export interface DatasourceValidation {
  ok: boolean;
  message: string | null;
  elapsedMs: number;
  /** Whether the login may do more than read (see DatasourceView); absent when not known. */
  privileged?: boolean;
}

/** POST /datasource/getTables/{id} */
export interface DatasourceTable {
  name: string;
  schema: string | null;
  /**
   * On the built-in warehouse: the name of the caller's dataset an upload or extract table
   * holds (the table's own name, `upload_…`, says little to a person).
   */
  title?: string;
  columns?: DatasourceColumn[];
}

export interface DatasourceColumn {
  name: string;
  /** SPEC §3 deType: 0 text, 1 time, 2 number. */
  deType: DeType;
  nativeType: string;
}

/** How a type talks to its database: the MySQL family shares one wire protocol. */
export type DatasourceFamily = 'postgresql' | 'mysql' | 'embedded';

/** GET /datasource/types: one capability descriptor per type, the web's only source of them. */
export interface DatasourceTypeInfo {
  type: DatasourceType;
  family: DatasourceFamily;
  /** null for the embedded warehouse, which has no network address. */
  defaultPort: number | null;
  /** Tables live in schemas inside a database (getTables lists every schema unless one is set). */
  supportsSchema: boolean;
  /** Runs inside the server (the built-in warehouse): no host, user or password. */
  embedded: boolean;
  /** A user may create sources of this type. */
  creatable: boolean;
  /** The keyword set the SQL editor highlights and completes this type's SQL with. */
  editorSyntax: DatasourceEditorSyntax;
}

/** SQL editor keyword sets: DuckDB's SQL reads as standard SQL. */
export type DatasourceEditorSyntax = 'postgresql' | 'mysql' | 'standard';

/** Where a stored password may be sent: the type, host, port and user it was entered for. */
export interface DatasourceEndpoint {
  type: DatasourceType;
  host: string;
  port: number;
  username: string;
}

/**
 * The endpoint-change rule (both ends): a stored password only ever goes back to the server it
 * was entered for, so a new type, host, port or user needs it typed again. Values compare as the
 * schemas store them (host and user trimmed; host names are case-insensitive).
 */
export function sameEndpoint(a: DatasourceEndpoint, b: DatasourceEndpoint): boolean {
  return (
    a.type === b.type &&
    a.host.trim().toLowerCase() === b.host.trim().toLowerCase() &&
    a.port === b.port &&
    a.username.trim() === b.username.trim()
  );
}

/** POST /datasource/getColumns/{id}: columns of one table, for the table browser. */
export const datasourceColumnsQuerySchema = z.strictObject({
  schema: databaseObjectName(128).optional(),
  table: databaseObjectName(256),
});
