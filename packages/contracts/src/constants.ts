/** Header names of SPEC §7 and DESIGN §4. */
export const HEADERS = {
  token: 'Authorization',
  refreshToken: 'RefreshAuthorization',
  authStatus: 'authentication-status',
  linkToken: 'LINK-PWD-TOKEN',
  acceptLanguage: 'Accept-Language',
  /** Server → client on a list answer (field values) cut short by the byte cap (SECURITY E2). */
  answerCut: 'Tessera-Answer-Cut',
  /**
   * Server → client on a chart export cut at the row cap (SECURITY E2): the rows the file holds.
   * The file says so too, in its last row.
   */
  exportCutAt: 'Tessera-Export-Cut-At',
  /** With `exportCutAt`: the rows the chart's data has in all. */
  exportTotalRows: 'Tessera-Export-Total-Rows',
  /**
   * Client → server, `1` on a dashboard's document asked before the app's script has loaded (the
   * boot script, a preview without URL filters): the server starts its charts' unfiltered
   * answers, which the page asks for once its script runs (issue 22 part 1).
   */
  answersAhead: 'Tessera-Answers-Ahead',
} as const;

/** Values of the `authentication-status` response header (SPEC §4). */
export const AUTH_STATUS = { expired: 'login_expire', invalid: 'invalid' } as const;
export type AuthStatus = (typeof AUTH_STATUS)[keyof typeof AUTH_STATUS];

/** Cookie names of SPEC §9. */
export const COOKIES = {
  token: 'Authorization',
  sidebarStatus: 'sidebarStatus',
  size: 'size',
  language: 'language',
} as const;

/** The link token is kept in browser storage under this key (SPEC §9). */
export const LINK_TOKEN_KEY = 'LINK-PWD-TOKEN';

/** SPEC §9 timeouts, in milliseconds. */
export const TIMEOUTS = {
  default: 10_000,
  long: 30_000,
  messagePolling: 30_000,
  numberRangeDebounce: 1_000,
} as const;

/** SPEC §8 toast durations, in milliseconds. */
export const TOAST_DURATION = { success: 1500, info: 3000, warning: 5000, error: 10000 } as const;

/** SPEC §9 layout constants. */
export const LAYOUT = { mobileBreakpoint: 992, sidebarWidth: 210, themeCookieDays: 365 } as const;

/** Session lifetime: 8 hours; renewed in the second half of its life. */
export const SESSION = { lifetimeSeconds: 8 * 60 * 60, renewAfterFraction: 0.5 } as const;

/** Login throttling (SECURITY A5). */
export const LOGIN_LOCK = { maxFailures: 5, lockMinutes: 15 } as const;
