import type { Dialect } from '../types.js';
import { mapNativeTypeByName } from '../shared.js';
import { informationSchemaIntrospector } from '../information-schema.js';
import { postgresqlCompiler } from './compiler.js';
import type { PostgresqlConfig } from './config.js';
import { createPostgresqlDriver } from './driver.js';
import { postgresqlLoginPrivileged } from './privilege.js';

export const postgresqlDialect: Dialect<PostgresqlConfig> = {
  id: 'postgresql',
  compiler: postgresqlCompiler,
  adapter: {
    supportsFullJoin: true,
    supportsRightJoin: true,
    supportsReturning: true,
    supportsNullsOrdering: true,
  },
  mapNativeType: mapNativeTypeByName,
  createDriver: createPostgresqlDriver,
  createIntrospector: (driver) =>
    informationSchemaIntrospector(driver, {
      compiler: postgresqlCompiler,
      hiddenSchemas: ['information_schema', 'pg_catalog', 'pg_toast'],
      hiddenSchemaPrefixes: ['pg_temp_', 'pg_toast_temp_'],
      mapNativeType: mapNativeTypeByName,
    }),
  loginPrivileged: postgresqlLoginPrivileged,
};
