import axios, { AxiosError } from 'axios';
import { QueryClient } from '@tanstack/react-query';

/** An answer the server gave on purpose (4xx): asking again gets the same answer. */
const isClientError = (error: unknown) =>
  error instanceof AxiosError &&
  error.response !== undefined &&
  error.response.status >= 400 &&
  error.response.status < 500;

/** A timeout already waited the whole SPEC §9 budget; a cancel was meant. */
const isFinal = (error: unknown) =>
  axios.isCancel(error) ||
  isClientError(error) ||
  (error instanceof AxiosError && error.code === AxiosError.ECONNABORTED);

/** Queries retry once after a network failure or a 5xx, never after a 4xx, timeout or cancel. */
export const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !isFinal(error);

/**
 * The one cache of server state. Queries are fresh for 30 s (a page opened again shows the
 * cached answer and refreshes it behind); window focus does not refetch (a table list can be a
 * slow call to someone's database). Mutations never retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
