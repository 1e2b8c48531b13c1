// A union of the strict per-driver schemas, discriminated on `type`, for parsing a flat driver
// config (tests, bench). The server parses user input with the contracts' wire schemas and
// builds driver configs from them. Embedded DuckDB is not listed: its file is chosen by the
// server, never by a user.
import { z } from 'zod';
import { postgresqlConfigSchema } from '../dialects/postgresql/config.js';
import { mysqlConfigSchema } from '../dialects/mysql/config.js';

export const dataSourceConfigSchema = z.union([postgresqlConfigSchema, mysqlConfigSchema]);
export type DataSourceConfig = z.infer<typeof dataSourceConfigSchema>;
