import Cookies from 'js-cookie';
import { COOKIES, LINK_TOKEN_KEY } from '@tessera/contracts';

/** SPEC §9: the token lives in the `Authorization` cookie (a session cookie, same site only). */
export const readToken = () => Cookies.get(COOKIES.token);
export const writeToken = (token: string) =>
  Cookies.set(COOKIES.token, token, { sameSite: 'strict', secure: location.protocol === 'https:' });
export const clearToken = () => Cookies.remove(COOKIES.token);

/** The share-link token is kept in localStorage under LINK-PWD-TOKEN (SPEC §9). */
export const readLinkToken = () => localStorage.getItem(LINK_TOKEN_KEY);
export const writeLinkToken = (token: string) => localStorage.setItem(LINK_TOKEN_KEY, token);
