import type { ErrorCode, Language } from '@tessera/contracts';
import type { ValidationKey } from '@tessera/contracts';

/**
 * A value for a message's `{name}` placeholder: plain, or one text per language when the
 * value itself is words (the reason custom SQL was refused), picked when the reply is written.
 */
export type ErrorParam = string | number | Readonly<Record<Language, string>>;

/**
 * An error meant for the caller: an HTTP status, a stable code, and optionally a shared
 * validation key whose localised text replaces the code's generic message.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detailKey?: ValidationKey,
    readonly params: Record<string, ErrorParam> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }

  /** Facts a client can act on (e.g. where in an expression a mistake is), sent as `data`. */
  data: Record<string, string | number> | null = null;

  withData(data: Record<string, string | number>): this {
    this.data = data;
    return this;
  }
}

export const badRequest = (detailKey?: ValidationKey) =>
  new AppError(400, 'VALIDATION_FAILED', detailKey);
export const notFound = () => new AppError(404, 'NOT_FOUND');
export const forbidden = () => new AppError(403, 'FORBIDDEN');
