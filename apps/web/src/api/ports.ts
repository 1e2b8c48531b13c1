import type { AuthStatus, Language } from '@tessera/contracts';

/**
 * Side effects of the HTTP client, injected so the interceptors stay testable against a real
 * server without a browser: where the token lives, how messages and the re-login modal appear,
 * and how the page reloads.
 */
export interface ClientPorts {
  getToken(): string | undefined;
  setToken(token: string): void;
  getLinkToken(): string | null;
  setLinkToken(token: string): void;
  getLanguage(): Language;
  /** An error toast; duration in seconds, as antd takes it. */
  showError(message: string, durationSeconds: number): void;
  /** Opens the re-login modal; resolves when the user confirms. */
  confirmReLogin(status: AuthStatus): Promise<void>;
  /** Clears the token and the user state (SPEC §4). */
  logout(): void;
  reload(): void;
  /**
   * A call answered 403 PASSWORD_CHANGE_REQUIRED (issue 21): the password was set by an
   * administrator and must be changed first. Absent where no page can be shown (node tests).
   */
  passwordChangeRequired?(): void;
  /** Localised client-side texts the interceptors need. */
  text(key: 'error.verifyFailed' | 'error.network'): string;
}
