import { AxiosError } from 'axios';
import type { FieldDependants } from '@tessera/contracts';

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
