import type { Dialect } from '../types.js';
import { mapNativeTypeByName } from '../shared.js';
import { informationSchemaIntrospector } from '../information-schema.js';
import { checkPostgresql } from '../../sql-check/postgresql.js';
import { withoutTableAllowList } from '../../sql-check/types.js';
import { postgresqlCompiler } from './compiler.js';
import { postgresqlConfigSchema, type PostgresqlConfig } from './config.js';
import { createPostgresqlDriver } from './driver.js';
import { postgresqlLoginPrivileged } from './privilege.js';

export const postgresqlDialect: Dialect<PostgresqlConfig> = {
  id: 'postgresql',
  sourceTypes: ['postgresql'],
  embedded: false,
  supportsSchema: true,
  editorSyntax: 'postgresql',
  compiler: postgresqlCompiler,
  adapter: {
    supportsFullJoin: true,
    supportsRightJoin: true,
    supportsReturning: true,
    supportsNullsOrdering: true,
  },
  mapNativeType: mapNativeTypeByName,
  checkSql: withoutTableAllowList(checkPostgresql),
  // A configured schema is the scope; without one, every visible schema.
  tableScope: (configuration) =>
    configuration?.schema
      ? { kind: 'schema', schema: configuration.schema, label: configuration.schema }
      : { kind: 'all' },
  createDriver: createPostgresqlDriver,
  connect: ({ type, configuration, password, connectHost }) =>
    createPostgresqlDriver({
      ...postgresqlConfigSchema.parse({ ...configuration, type, password }),
      connectHost,
    }),
  createIntrospector: (driver) =>
    informationSchemaIntrospector(driver, {
      compiler: postgresqlCompiler,
      hiddenSchemas: ['information_schema', 'pg_catalog', 'pg_toast'],
      hiddenSchemaPrefixes: ['pg_temp_', 'pg_toast_temp_'],
      mapNativeType: mapNativeTypeByName,
    }),
  loginPrivileged: postgresqlLoginPrivileged,
};
