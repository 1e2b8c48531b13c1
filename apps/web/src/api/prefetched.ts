import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

declare global {
  /** Responses boot/prefetch.ts started before the app loaded, by URL; each taken once. */
  var __tesseraPrefetch: Partial<Record<string, Promise<Response>>> | undefined;
}

/** The response started early for this URL, if any; later calls go to the network. */
export function takePrefetched(url: string): Promise<Response> | undefined {
  const store = globalThis.__tesseraPrefetch;
  const pending = store?.[url];
  if (pending) delete store[url];
  return pending;
}

const network = axios.getAdapter(axios.defaults.adapter);

async function toAxiosResponse(
  response: Response,
  config: InternalAxiosRequestConfig,
): Promise<AxiosResponse> {
  return {
    // Raw text: axios's transformResponse parses it exactly as it parses a network answer.
    data: await response.text(),
    status: response.status,
    statusText: response.statusText,
    headers: AxiosHeaders.from(Object.fromEntries(response.headers.entries())),
    config,
    request: undefined,
  };
}

/**
 * The early calls are a GET, or a POST without a body (the session's, boot/earlyCalls.ts): a
 * call that sends a body asks something the early one did not.
 */
const sameAsEarly = (config: InternalAxiosRequestConfig) =>
  config.method === 'get' || (config.method === 'post' && config.data === undefined);

/**
 * An axios adapter that answers a call from the early response when there is one, and from the
 * network otherwise (also when the early request failed to reach the server). Status checks
 * follow axios's own, so an error answer still reaches the interceptors as an AxiosError.
 */
export const prefetchedAdapter: AxiosAdapter = async (config) => {
  const pending = sameAsEarly(config) && config.url ? takePrefetched(config.url) : undefined;
  if (!pending) return network(config);
  let answer: AxiosResponse;
  try {
    answer = await toAxiosResponse(await pending, config);
  } catch {
    return network(config);
  }
  const { status } = answer;
  if (!config.validateStatus || config.validateStatus(status)) return answer;
  throw new AxiosError(
    `Request failed with status code ${status}`,
    status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    undefined,
    answer,
  );
};
