// `npm run bench -- editor`: the dashboard editor with 300 components on its canvas, in Debian
// Chromium (issue 9 benchmark). One component is dragged across the canvas with real mouse
// input; for every animation frame of the drag the page records the script time spent in that
// frame's callbacks and the microtasks they queue (the move, the alignment guides, React's
// render of the moved component). Prints the median and p95; last line `frame_ms: N`
// (target ≤ 16). Needs the built web app (`npm run build`).
import { resolve } from 'node:path';
import type { PanelSaved } from '@tessera/contracts';
import { launchChromium, signedInContext } from './browser.js';
import { median, p95, startBenchServer } from './chart-server.js';

const COMPONENTS = 300;
const MOVES = Math.max(30, Number(process.env.BENCH_EDITOR_MOVES ?? 120));
const WEB_DIR = resolve(import.meta.dirname, '../apps/web/dist');

/** 300 rectangles and texts in a 20 x 15 grid on a 1600 x 900 canvas. */
function components() {
  return Array.from({ length: COMPONENTS }, (_, i) => {
    const style = {
      left: 10 + (i % 20) * 79,
      top: 10 + Math.floor(i / 20) * 59,
      width: 70,
      height: 50,
    };
    return i % 2 === 0
      ? { id: `c${i}`, component: 'rect', style: { ...style, backgroundColor: '#dbe7ff' } }
      : {
          id: `c${i}`,
          component: 'text',
          style: { ...style, fontSize: 12 },
          propValue: { paragraphs: [{ runs: [{ text: `Text ${i}` }] }] },
        };
  });
}

/**
 * Wraps requestAnimationFrame so each frame's callbacks (and the microtasks they queue: React
 * renders a store change in one) are timed while `window.__measure` is on.
 */
const frameProbe = `(() => {
  const raf = window.requestAnimationFrame.bind(window);
  window.__frames = [];
  let frame = null;
  window.requestAnimationFrame = (callback) => raf((time) => {
    if (!window.__measure) return callback(time);
    if (!frame || frame.time !== time) {
      frame = { time, ms: 0 };
      window.__frames.push(frame);
    }
    const current = frame;
    const start = performance.now();
    callback(time);
    queueMicrotask(() => { current.ms += performance.now() - start; });
  });
})();`;

export async function runEditorBench(): Promise<void> {
  const server = await startBenchServer({ TESSERA_WEB_DIR: WEB_DIR, TESSERA_DEMO_ROWS: '2000' });
  const browser = await launchChromium();
  try {
    const saved = await server.post<PanelSaved>('/panel/group/save', {
      nodeType: 'panel',
      name: 'Bench: 300 components',
      pid: null,
      panelStyle: JSON.stringify({ auxiliaryMatrix: false, scale: 100 }),
      panelData: JSON.stringify(components()),
    });
    if (!saved.success) throw new Error('could not save the bench dashboard');
    const context = await signedInContext(browser, server.base, server.token);
    const page = await context.newPage();
    await page.addInitScript(frameProbe);
    await page.goto(`${server.base}/#/panelEdit/edit?id=${saved.data.id}`);
    const shapes = page.locator('[data-shape-id]');
    await shapes.nth(COMPONENTS - 1).waitFor({ state: 'visible', timeout: 60_000 });
    const target = page.locator('[data-shape-id="c150"]');
    const box = await target.boundingBox();
    if (!box) throw new Error('component not on screen');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;

    const frameTimes: number[] = [];
    const pointerMoves = MOVES;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.evaluate('window.__frames = []; window.__measure = true');
    for (let i = 1; i <= pointerMoves; i++) {
      // A wandering path over the other components, so guides keep appearing and vanishing.
      await page.mouse.move(x + i * 3, y + Math.sin(i / 6) * 120);
      // Waits without an animation frame of its own, so only the app's frames are measured.
      await page.evaluate('new Promise((r) => setTimeout(r, 20))');
    }
    await page.evaluate('window.__measure = false');
    await page.mouse.up();
    const frames = (await page.evaluate('window.__frames')) as { ms: number }[];
    for (const frame of frames) if (frame.ms > 0) frameTimes.push(frame.ms);
    const moved = await page.locator('[data-shape-id="c150"]').boundingBox();

    const fmt = (n: number) => n.toFixed(2);
    console.log(
      `components: ${COMPONENTS}, pointer moves: ${pointerMoves}, frames measured: ${frameTimes.length}`,
    );
    console.log(
      `moved from (${Math.round(x)}, ${Math.round(y)}) to (${Math.round(moved?.x ?? 0)}, ${Math.round(moved?.y ?? 0)})`,
    );
    console.log(
      `script per frame: median ${fmt(median(frameTimes))} ms, p95 ${fmt(p95(frameTimes))} ms`,
    );
    console.log(`frame_ms: ${fmt(median(frameTimes))}`);
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}
