// Debian Chromium for the browser benchmarks, launched as the e2e journeys launch it.
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A new context (empty cache) already signed in: the token in the Authorization cookie. */
export async function signedInContext(
  browser: Browser,
  base: string,
  token: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addCookies([{ name: 'Authorization', value: token, url: base }]);
  return context;
}
