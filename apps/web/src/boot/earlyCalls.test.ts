import { describe, expect, it } from 'vitest';
import { HEADERS } from '@tessera/contracts';
import { ANSWERS_AHEAD_HEADER, earlyCalls, previewIdOf } from './earlyCalls';

const urls = (hash: string, hasToken: boolean) => earlyCalls(hash, hasToken).map((c) => c.url);
const PUBLIC = ['/system/ui/info', '/anonymous/license/validate'];
const SESSION = ['/api/auth/userInfo', '/api/dynamicMenu/menus'];

describe('earlyCalls: what the boot script asks before the app loads', () => {
  it('asks only the public calls without a token or on the login page', () => {
    expect(urls('#/preview/abc', false)).toEqual(PUBLIC);
    expect(urls('#/login', true)).toEqual(PUBLIC);
    expect(urls('#/login?redirect=%2Fpreview%2Fabc', true)).toEqual(PUBLIC);
  });

  it("asks the session's calls, with the token, on any signed-in route", () => {
    expect(urls('#/panel/index', true)).toEqual([...PUBLIC, ...SESSION]);
    expect(urls('', true)).toEqual([...PUBLIC, ...SESSION]);
    const signed = earlyCalls('#/panel/index', true).filter((call) => call.signedIn);
    expect(signed.map((call) => [call.url, call.method])).toEqual([
      ['/api/auth/userInfo', 'POST'],
      ['/api/dynamicMenu/menus', 'POST'],
    ]);
  });

  it("asks a previewed dashboard's document at the URL the app's findPanel uses", () => {
    expect(urls('#/preview/abc?filter=x', true)).toEqual([
      ...PUBLIC,
      ...SESSION,
      '/panel/group/findOne/abc',
    ]);
    // The router decodes the id and findPanel encodes it again: the same text either way.
    expect(urls('#/preview/a%20b', true).at(-1)).toBe('/panel/group/findOne/a%20b');
  });

  it("asks the server to start the document's chart answers, unless URL filters change them", () => {
    expect(ANSWERS_AHEAD_HEADER).toBe(HEADERS.answersAhead);
    const document = (hash: string) => earlyCalls(hash, true).at(-1)!;
    expect(document('#/preview/abc').headers).toEqual({ [HEADERS.answersAhead]: '1' });
    expect(document('#/preview/abc?filter=x').headers).toBeUndefined();
    for (const call of earlyCalls('#/preview/abc', true).slice(0, -1))
      expect(call.headers, call.url).toBeUndefined();
  });

  it('reads no dashboard id from another route or a malformed one', () => {
    expect(previewIdOf('#/previewFullScreen?id=abc')).toBeNull();
    expect(previewIdOf('#/preview/')).toBeNull();
    expect(previewIdOf('#/preview/%E0%A4%A')).toBeNull();
    expect(previewIdOf('#/preview/abc/')).toBe('abc');
  });
});
