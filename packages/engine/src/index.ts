// Public API of @tessera/engine: the query model, the compiler, the dialects and their
// connectors. Ingestion (uploads, the warehouse writer, extracts, demo data) has its own entry,
// @tessera/engine/ingestion, and builds on this one.
export { EngineError, isEngineError } from './errors.js';
export type { EngineErrorCode } from './errors.js';

export * from './model/query-model.js';
export { createFieldCatalogue, DE_TYPE } from './model/field-catalogue.js';
export type {
  DeType,
  FieldCast,
  FieldCatalogue,
  FieldMeta,
  ResolvedField,
} from './model/field-catalogue.js';
export { castAllowed } from './model/casts.js';
export { analyseExpression, FUNCTION_ARITY, parseExpression } from './expression/index.js';
export type {
  AnalyseOptions,
  ExpressionAnalysis,
  Expansion,
  ExpressionBound,
  ExprNode,
  FunctionName,
} from './expression/index.js';
export { withRowRules } from './model/row-rules.js';
export { MAX_MASK_KEEP } from './model/column-masks.js';
export type { ColumnMask, ColumnMasks } from './model/column-masks.js';
export { withDefaultOrder } from './model/default-order.js';

export { compileQuery, parseQueryModel } from './sql/compile-query.js';
export type { CompiledQuery, CompileOptions } from './sql/compile-query.js';
export {
  compileDistinctValues,
  distinctValuesRequestSchema,
  MAX_DISTINCT_VALUES,
} from './sql/distinct-values.js';
export type { DistinctValuesRequest } from './sql/distinct-values.js';
export { compileCount } from './sql/count-rows.js';
export { compileResultCount, runResultCount } from './sql/result-count.js';
export type { RunResultCountOptions } from './sql/result-count.js';
export { periodRange } from './model/period-range.js';
export type { PeriodRange } from './model/period-range.js';
export type { OutputColumn } from './sql/build-select.js';
export { shapeRows } from './sql/shape-rows.js';
export type { CellValue, ShapedRow } from './sql/shape-rows.js';
export { runCompiled, runQuery } from './sql/run-query.js';
export type { QueryData, RunCompiledOptions, RunQueryOptions } from './sql/run-query.js';

export type {
  AdapterCapabilities,
  ColumnInfo,
  CompilerHooks,
  Dialect,
  Driver,
  EditorSyntax,
  ExecuteOptions,
  Introspector,
  QueryResult,
  QueryRow,
  QueryValue,
  ResultColumn,
  RowBatch,
  ScopeConfiguration,
  SourceConnection,
  SqlDialect,
  StreamOptions,
  TableRef,
  TableScope,
  TestConnectionResult,
} from './dialects/types.js';
export { DEFAULT_BATCH_SIZE, MAX_BATCH_SIZE } from './connectors/streaming.js';
export {
  DIALECTS,
  dialectById,
  dialectForSourceType,
  loginPrivileged,
  registerDialect,
  registeredDialects,
  WAREHOUSE_DIALECT,
  WAREHOUSE_SOURCE_TYPE,
} from './dialects/registry.js';
export type { AnyDialect, DataSourceType, DialectId } from './dialects/registry.js';
export { WAREHOUSE_SCHEMA } from './dialects/duckdb/index.js';
export { mysqlFamilyDialect } from './dialects/mysql/index.js';
export { MYSQL_FLAVORS } from './dialects/mysql/flavors.js';
export type { MySqlFlavor, MySqlFlavorName } from './dialects/mysql/flavors.js';

export { postgresqlConfigSchema } from './dialects/postgresql/config.js';
export type { PostgresqlConfig } from './dialects/postgresql/config.js';
export { mysqlConfigSchema } from './dialects/mysql/config.js';
export type { MySqlConfig } from './dialects/mysql/config.js';
export { duckdbDriverConfigSchema } from './dialects/duckdb/config.js';
export type { DuckDBDriverConfig } from './dialects/duckdb/config.js';
export { dataSourceConfigSchema } from './connectors/data-source-config.js';
export type { DataSourceConfig } from './connectors/data-source-config.js';
export type { ConnectTarget } from './connectors/config-fields.js';
export {
  DEFAULT_POOL_SIZE,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  DEFAULT_TEST_CONNECTION_TIMEOUT_MS,
} from './connectors/config-fields.js';
export {
  CONNECTION_FAILURE_REASONS,
  classifyConnectionError,
} from './connectors/failure-reason.js';
export type { ConnectionFailureReason } from './connectors/failure-reason.js';

export { assertSingleSelect, checkSingleSelect, SQL_REFUSALS } from './sql-check/index.js';
export type {
  SqlCheckDialect,
  SqlCheckOptions,
  SqlCheckResult,
  SqlRefusal,
} from './sql-check/index.js';

export { configureWarehouseUploads } from './dialects/duckdb/instance.js';
export { duckdbLane } from './dialects/duckdb/lane.js';
