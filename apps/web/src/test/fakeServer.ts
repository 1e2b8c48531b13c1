import { installFakeHttp, type FakeAnswer, type FakeCall } from './fakeHttp';

/** Answers one kind of call; given the call as it left the app (url, body, headers). */
export type FakeRoute = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A fake server over the app's real HTTP client: routes keyed `'METHOD /url'` answer with the
 * envelope's data (or a refusal), so a component test exercises the real api functions, their
 * URLs, bodies and envelope unwrapping. A call nobody answers fails loudly (500 with its key)
 * instead of hanging. Routes can be changed between steps with `on`.
 */
export function installFakeServer(routes: Record<string, FakeRoute> = {}) {
  const table = new Map(Object.entries(routes));
  const { calls, errors } = installFakeHttp((call) => {
    const key = `${call.method} ${call.url}`;
    const route = table.get(key);
    return route ? route(call) : { status: 500, message: `No fake answer for ${key}` };
  });
  return {
    calls,
    /** Messages the client toasted. */
    errors,
    on(key: string, route: FakeRoute) {
      table.set(key, route);
    },
    /** The calls made under one key, in order. */
    callsTo(key: string) {
      return calls.filter((call) => `${call.method} ${call.url}` === key);
    },
  };
}

/** A route answering the envelope's `data`. */
export const answer =
  (data: unknown): FakeRoute =>
  () => ({ data });
