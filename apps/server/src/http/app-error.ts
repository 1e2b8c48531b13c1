import type { ErrorCode, Language } from '@tessera/contracts';
import type { ValidationKey } from '@tessera/contracts';

/**
 * A parameter that is itself words (why a file cannot be read): one text per language, picked
 * with the message's language, so no message mixes languages. It may hold `{name}` parameters.
 */
export type LocalisedText = Readonly<Record<Language, string>>;
export type ErrorParams = Record<string, string | number | LocalisedText>;

/**
 * An error meant for the caller: an HTTP status, a stable code, and optionally a shared
 * validation key whose localised text replaces the code's generic message.
 */
/** What an error's `data` may hold: plain values, or lists of plain records (e.g. dependants). */
export type ErrorDataValue = string | number | readonly Readonly<Record<string, string | number>>[];

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detailKey?: ValidationKey,
    readonly params: ErrorParams = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }

  /** Facts a client can act on (e.g. where in an expression a mistake is), sent as `data`. */
  data: Record<string, ErrorDataValue> | null = null;

  withData(data: Record<string, ErrorDataValue>): this {
    this.data = data;
    return this;
  }
}

export const badRequest = (detailKey?: ValidationKey) =>
  new AppError(400, 'VALIDATION_FAILED', detailKey);
export const notFound = () => new AppError(404, 'NOT_FOUND');
export const forbidden = () => new AppError(403, 'FORBIDDEN');
