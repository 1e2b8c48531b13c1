// Who a request's work is for, carried by the request's own AbortSignal: the signal already
// travels from the route to every gate and driver the work passes, so the gate can give each
// caller a share of a data source's slots without every signature growing a user parameter.
const callers = new WeakMap<AbortSignal, string>();

/** Work that names no caller (scheduled syncs, status checks): one share for all of it. */
export const UNNAMED_CALLER = 'system';

export function tagCaller(signal: AbortSignal, caller: string): AbortSignal {
  callers.set(signal, caller);
  return signal;
}

export function callerOf(signal: AbortSignal | undefined): string {
  return (signal && callers.get(signal)) ?? UNNAMED_CALLER;
}
