import type { ErrorCode } from '@tessera/contracts';
import {
  classifyConnectionError,
  isEngineError,
  type ConnectionFailureReason,
} from '@tessera/engine';
import { AppError } from '../http/app-error.js';
import { SecretBoxError } from '../crypto/secret-box.js';

/**
 * Failures talking to a data source become stable codes with localised messages. The driver's
 * own text (a server banner, a hint with a user name) goes to the log only (SECURITY C6).
 */
const REASON_CODES: Record<ConnectionFailureReason, ErrorCode> = {
  refused: 'DATASOURCE_CONNECTION_REFUSED',
  timeout: 'DATASOURCE_CONNECTION_TIMEOUT',
  host_not_found: 'DATASOURCE_HOST_NOT_FOUND',
  unreachable: 'DATASOURCE_CONNECTION_FAILED',
  auth: 'DATASOURCE_AUTH_FAILED',
  database: 'DATASOURCE_DATABASE_NOT_FOUND',
  tls: 'DATASOURCE_TLS_FAILED',
  other: 'DATASOURCE_CONNECTION_FAILED',
};

export const codeForReason = (reason: ConnectionFailureReason): ErrorCode => REASON_CODES[reason];

/** Codes a stored status message may hold (anything else reads as a generic failure). */
export const STATUS_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  ...Object.values(REASON_CODES),
  'DATASOURCE_EGRESS_DENIED',
  'DATASOURCE_QUERY_TIMEOUT',
  'DATASOURCE_QUERY_FAILED',
  'INTERNAL_ERROR',
]);

function isReason(value: unknown): value is ConnectionFailureReason {
  return typeof value === 'string' && value in REASON_CODES;
}

/** The AppError a caller sees for any failure while using a data source. */
export function toDatasourceError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof SecretBoxError) return new AppError(500, 'INTERNAL_ERROR');
  if (isEngineError(error)) {
    switch (error.code) {
      case 'ENGINE_QUERY_TIMEOUT':
        return new AppError(504, 'DATASOURCE_QUERY_TIMEOUT');
      // The caller's SQL was not one read-only query: their input, so a 400, not a fault.
      case 'ENGINE_STATEMENT_REFUSED':
        return new AppError(400, 'DATASOURCE_STATEMENT_REFUSED');
      // Only a stream fails so (an extract sync past its cap): answers are cut, not failed.
      case 'ENGINE_RESULT_TOO_LARGE':
        return new AppError(413, 'DATASOURCE_RESULT_TOO_LARGE');
      case 'ENGINE_CONNECTION_FAILED': {
        const reason = error.details?.reason;
        return new AppError(
          502,
          isReason(reason) ? codeForReason(reason) : 'DATASOURCE_CONNECTION_FAILED',
        );
      }
      default:
        return new AppError(502, 'DATASOURCE_QUERY_FAILED');
    }
  }
  // A driver or socket error thrown before the engine wrapped it: a failed connect, usually.
  // Anything else is a bug, answered 500 by the error handler (and logged there).
  if (!isDriverError(error)) return new AppError(500, 'INTERNAL_ERROR');
  return new AppError(502, codeForReason(classifyConnectionError(error)));
}

/** Driver and socket errors carry a `code` (ECONNREFUSED, 28P01) or a numeric `errno`. */
function isDriverError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  return typeof code === 'string' || typeof errno === 'number';
}

/** Driver text for the log, bounded; never for a reply. */
export function logText(error: unknown): string {
  if (isEngineError(error)) {
    const driverMessage = error.details?.driverMessage;
    return `${error.code}${typeof driverMessage === 'string' ? `: ${driverMessage}` : ''}`.slice(
      0,
      500,
    );
  }
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
