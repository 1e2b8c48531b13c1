import { AxiosError } from 'axios';
import { loginPasswordSchema, usernameSchema, type LoginRequest } from '@tessera/contracts';
import * as authApi from '../../api/auth';
import { errorMessage } from '../../api/http';
import { ensureBrowserHttp } from '../../app/browserHttp';
import { loadPublicInfo } from '../../store/loadSession';
import { useSession } from '../../store/session';

/**
 * What the login page does beyond showing itself. A chunk of its own, loaded just after the form
 * is on screen: it brings the HTTP client (axios) and the contracts' zod rules, which the form
 * does not need to appear.
 */
export type LoginValues = LoginRequest;
/** Per field, the i18n key of what is wrong (the contracts' VALIDATION_MESSAGES keys). */
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : (result.error?.issues[0]?.message ?? 'validation.invalid');

/** SPEC §5 with the contracts' own schemas: the form says exactly what the server would. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const username = firstIssue(usernameSchema.safeParse(values.username));
  const password = firstIssue(loginPasswordSchema.safeParse(values.password));
  if (username) errors.username = username;
  if (password) errors.password = password;
  return errors;
}

export type SignInResult = { ok: true } | { ok: false; message: string };

/** Signs in (the username trimmed, SPEC §5) and keeps the token; a refusal comes back as text. */
export async function signIn(values: LoginValues): Promise<SignInResult> {
  ensureBrowserHttp();
  try {
    const { token } = await authApi.login({
      username: values.username.trim(),
      password: values.password,
    });
    // A new user may sign in on this tab: forget the previous one before loading.
    const session = useSession.getState();
    session.reset();
    session.setToken(token);
    return { ok: true };
  } catch (caught) {
    return {
      ok: false,
      message: caught instanceof AxiosError ? errorMessage(caught) : String(caught),
    };
  }
}

/** UI settings (the product title) and the licence, which the login page shows too. */
export function loadLoginInfo(): Promise<void> {
  ensureBrowserHttp();
  return loadPublicInfo();
}
