// PostgreSQL data-source configuration (SECURITY C5): strict, no `options` string (it can set
// arbitrary server parameters), no connection URL, no socket or certificate paths.
import { z } from 'zod';
import {
  commonOptionsSchema,
  hostSchema,
  objectNameSchema,
  passwordSchema,
  portSchema,
  usernameSchema,
} from '../../connectors/config-fields.js';

export const postgresqlConfigSchema = z.strictObject({
  type: z.literal('postgresql'),
  host: hostSchema,
  port: portSchema.default(5432),
  database: objectNameSchema,
  schema: objectNameSchema.optional(),
  username: usernameSchema,
  password: passwordSchema.default(''),
  options: commonOptionsSchema.optional(),
});
export type PostgresqlConfig = z.infer<typeof postgresqlConfigSchema>;
