// Defaults shared by the drivers. The per-type configuration fields themselves (host, port,
// database, user, password, the short option allow-list) come from @tessera/contracts, so the
// server's wire schema and the engine's driver config cannot drift apart (SECURITY C5).
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
export const DEFAULT_POOL_SIZE = 5;
export const DEFAULT_TEST_CONNECTION_TIMEOUT_MS = 5_000;

/**
 * Internal to the server, never part of a user's configuration: after its egress check the
 * server pins the address it checked, so the driver connects there instead of resolving the
 * host name again (a second lookup could answer differently: DNS rebinding). `host` is still
 * used for TLS server-name verification where the driver supports it.
 */
export interface ConnectTarget {
  connectHost?: string | undefined;
}
