import axios, { AxiosError } from 'axios';
import { errorMessage } from '../../../api/http';

/**
 * The text to show in place for a failed call made with `hideMsg` (the server's message names
 * the bad row and column); null for a cancelled one, which is nobody's error.
 */
export function failureText(error: unknown): string | null {
  if (axios.isCancel(error)) return null;
  if (error instanceof AxiosError) return errorMessage(error);
  return error instanceof Error ? error.message : String(error);
}
