// DuckDB is embedded: the server, not a user, chooses the file, so this config is internal.
import { z } from 'zod';

export const duckdbDriverConfigSchema = z.strictObject({
  path: z.string().min(1),
  connections: z.number().int().min(1).max(16).optional(),
  statementTimeoutMs: z.number().int().min(100).max(600_000).optional(),
  readOnly: z.boolean().optional(),
});
export type DuckDBDriverConfig = z.infer<typeof duckdbDriverConfigSchema>;
