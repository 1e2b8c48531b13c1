// Every request's signal is also aborted when the server shuts down, so a SIGTERM cancels the
// database work in flight (PostgreSQL cancel, MySQL KILL QUERY, DuckDB interrupt) instead of
// waiting for each statement's own timeout: the process must end within 10 s (SECURITY E3).
const live = new Set<AbortController>();
let stopping = false;

/** Aborts `controller` at shutdown; call the result once its work is over. */
export function abortAtShutdown(controller: AbortController): () => void {
  if (stopping) {
    controller.abort();
    return () => undefined;
  }
  live.add(controller);
  return () => live.delete(controller);
}

/** Aborts every live controller, and every one registered from now on. */
export function abortAllWork(): void {
  stopping = true;
  for (const controller of live) controller.abort();
  live.clear();
}

/** For tests that build several apps in one process. */
export function resetShutdownForTests(): void {
  stopping = false;
}
