// Reading driver errors of any shape.

/** A driver error's `code` / `errno` property, if any. */
export function errorCode(error: unknown): string | number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  if (typeof errno === 'number') return errno;
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
