import type { ApiEnvelope } from '@tessera/contracts';

/** The success envelope of DESIGN §4. Handlers return `ok(data)`. */
export function ok<T>(data: T): ApiEnvelope<T> {
  return { success: true, code: 'OK', message: '', data };
}
