import { AxiosError } from 'axios';
import { errorMessage } from '../api/http';

/** The text to show in place for a failed call: the server's localised message when it sent one. */
export function describeError(error: unknown): string | null {
  if (!error) return null;
  return error instanceof AxiosError ? errorMessage(error) : String(error);
}

/**
 * Where a refused expression or SQL went wrong, when the server says so in the envelope's data
 * (`{position}`, 0-based); null when it does not.
 */
export function errorPosition(error: unknown): number | null {
  if (!(error instanceof AxiosError)) return null;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null) return null;
  const data: unknown = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const position: unknown = (data as { position?: unknown }).position;
  return typeof position === 'number' && Number.isInteger(position) && position >= 0
    ? position
    : null;
}

/** The envelope's error code of a failed call, when the server sent one. */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof AxiosError)) return null;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null) return null;
  const code: unknown = (body as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/** 404 (and 403): the object is gone or not the caller's to see; the server says which alike. */
export const isNotFound = (error: unknown) =>
  error instanceof AxiosError && [403, 404].includes(error.response?.status ?? 0);
