// PostgreSQL driver configuration: the contracts' wire configuration (strict, no `options`
// string, no connection URL, no socket or certificate paths: SECURITY C5) plus the type and
// defaults. `connectHost` is set by the server only, never parsed from input.
import {
  DEFAULT_PORTS,
  dbPasswordSchema,
  portSchema,
  postgresqlConfigurationSchema,
} from '@tessera/contracts';
import { z } from 'zod';
import type { ConnectTarget } from '../../connectors/config-fields.js';

export const postgresqlConfigSchema = postgresqlConfigurationSchema.extend({
  type: z.literal('postgresql'),
  port: portSchema.default(DEFAULT_PORTS.postgresql),
  password: dbPasswordSchema.default(''),
});
export type PostgresqlConfig = z.infer<typeof postgresqlConfigSchema> & ConnectTarget;
