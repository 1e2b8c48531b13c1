import type { DatasourceConnection, ErrorCode } from '@tessera/contracts';
import { AppError } from '../http/app-error.js';
import type { EgressPolicy } from './egress.js';

/**
 * Checks the host against the egress policy and names the address to connect to. A denied
 * address is a 400; a name that does not resolve is a connection failure.
 */
export async function checkedAddress(
  egress: EgressPolicy,
  connection: DatasourceConnection,
): Promise<string> {
  const decision = await egress.check(connection.configuration.host, connection.configuration.port);
  if (decision.allowed) return decision.address;
  if (decision.reason === 'denied') throw new AppError(400, 'DATASOURCE_EGRESS_DENIED');
  throw new AppError(502, 'DATASOURCE_HOST_NOT_FOUND');
}

/** Refuses to save a configuration whose host the policy denies (SECURITY C6). */
export async function assertSavable(
  egress: EgressPolicy,
  connection: DatasourceConnection,
): Promise<void> {
  const decision = await egress.check(connection.configuration.host, connection.configuration.port);
  // A name that does not resolve yet may still be saved; its status will say so.
  if (!decision.allowed && decision.reason === 'denied')
    throw new AppError(400, 'DATASOURCE_EGRESS_DENIED');
}

/** The checked address, or the failure code when the host does not resolve. */
export async function addressOrFailure(
  egress: EgressPolicy,
  connection: DatasourceConnection,
): Promise<string | ErrorCode> {
  try {
    return await checkedAddress(egress, connection);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) throw error;
    return error instanceof AppError ? error.code : 'DATASOURCE_CONNECTION_FAILED';
  }
}
