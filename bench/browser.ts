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

/**
 * In-page JS (a string: tsx would add helpers the page does not have) defining `drawn(box)`: a
 * dashboard chart box has drawn — a canvas with painted pixels, a table, or a KPI card's text.
 */
export const CHART_BOX_DRAWN_JS = `const seenPainted = new WeakSet();
  const painted = (canvas) => {
    // A canvas found painted stays so: read once, not on every frame (reading back a whole
    // canvas is the probe's own work, not the page's; twenty of them took ~100 ms a second).
    if (seenPainted.has(canvas)) return true;
    const ctx = canvas.getContext('2d');
    if (!ctx || canvas.width === 0) return false;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 3; i < data.length; i += 4 * 97)
      if (data[i] !== 0) {
        seenPainted.add(canvas);
        return true;
      }
    return false;
  };
  const drawn = (box) => {
    const canvas = box.querySelector('canvas');
    if (canvas) return painted(canvas);
    return box.querySelector('[role="table"]') !== null || /\\d/.test(box.textContent || '');
  };`;
