import { AxiosError } from 'axios';
import type { FieldDependants } from '@tessera/contracts';
import { errorMessage } from '../../api/http';

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

/**
 * The calculated fields a refused type change would break (409 DATASET_FIELD_DEPENDANTS with
 * `data.dependants`); null for any other error.
 */
export function fieldDependants(error: unknown): FieldDependants['dependants'] | null {
  if (!(error instanceof AxiosError) || error.response?.status !== 409) return null;
  const body: unknown = error.response.data;
  if (typeof body !== 'object' || body === null) return null;
  const { code, data } = body as { code?: unknown; data?: unknown };
  if (code !== 'DATASET_FIELD_DEPENDANTS' || typeof data !== 'object' || data === null) return null;
  const list: unknown = (data as { dependants?: unknown }).dependants;
  if (!Array.isArray(list)) return null;
  return list.filter(
    (item): item is { id: string; name: string } =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { id?: unknown }).id === 'string' &&
      typeof (item as { name?: unknown }).name === 'string',
  );
}

/** The envelope's error code of a failed call, when the server sent one. */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof AxiosError)) return null;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null) return null;
  const code: unknown = (body as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}
