/**
 * Stable error codes the server answers with (DESIGN §4). The server localises a message for
 * each; clients branch on the code, never on the text.
 */
export const ERROR_CODES = [
  'OK',
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'FORBIDDEN',
  'FORBIDDEN_ORIGIN',
  'AUTH_REQUIRED',
  'AUTH_TOKEN_INVALID',
  'AUTH_TOKEN_EXPIRED',
  'AUTH_INVALID_CREDENTIALS',
  'AUTH_LOCKED',
  'AUTH_USER_DISABLED',
  'PASSWORD_POLICY',
  'PASSWORD_MISMATCH',
  'PASSWORD_OLD_WRONG',
  'PASSWORD_SAME_AS_OLD',
  'UNSUPPORTED_LANGUAGE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
