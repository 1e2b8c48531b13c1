// Whether a dashboard on screen has finished drawing, read from its DOM: what an export waits
// for before it takes its picture. The same marks the e2e journeys wait on (data-status of
// each chart box, SPEC §4), plus ECharts' own "finished" (data-drawn on its host element,
// charts/echarts/EChartsView.tsx): a chart whose data arrived may still be loading its
// renderer or painting its first frame.

/** A chart component's box on the canvas (canvas/components/user-view/UserViewView.tsx). */
const CHART_BOX = '[data-testid^="canvas-chart-"][data-status]';
/** A waiting shimmer or a renderer's loading spinner inside a chart box. */
const STILL_LOADING = '[role="status"]';
const ECHARTS_HOST = '[data-testid="echarts-view"]';

/** One chart box: drawn (or failed: its message is what the viewer sees), or not yet. */
export function chartBoxDrawn(box: Element): boolean {
  const status = box.getAttribute('data-status');
  if (status === 'error') return true;
  if (status !== 'success') return false;
  if (box.querySelector(STILL_LOADING)) return false;
  return [...box.querySelectorAll(ECHARTS_HOST)].every(
    (host) => host.getAttribute('data-drawn') === 'true',
  );
}

export interface ChartsDrawnState {
  /** Chart boxes on the dashboard. */
  total: number;
  /** Of them, drawn or failed. */
  drawn: number;
  /** Pictures (a picture component, a background) still loading. */
  picturesLoading: number;
}

export function chartsDrawnState(root: ParentNode): ChartsDrawnState {
  const boxes = [...root.querySelectorAll(CHART_BOX)];
  const picturesLoading = [...root.querySelectorAll('img')].filter((img) => !img.complete).length;
  return { total: boxes.length, drawn: boxes.filter(chartBoxDrawn).length, picturesLoading };
}

export const isDrawn = (state: ChartsDrawnState) =>
  state.drawn === state.total && state.picturesLoading === 0;

export interface WaitForChartsOptions {
  signal: AbortSignal;
  /** Each look at the dashboard (every `intervalMs`). */
  onState?: (state: ChartsDrawnState) => void;
  /** How often to look. */
  intervalMs?: number;
  /**
   * The longest wait: a chart that never settles (a data source that hangs past its own
   * timeout) must not hold the export for ever; past this the picture shows what is there.
   */
  timeoutMs?: number;
}

/** How long an export waits for the dashboard's charts before it draws what is there. */
export const CHARTS_WAIT_MS = 60_000;

/**
 * Resolves when every chart box of `root` has drawn (or failed) and every picture has loaded,
 * seen twice in a row (a chart redrawing after a resize drops its mark in between); resolves
 * `false` when the time ran out first. Rejects with the abort reason when `signal` aborts.
 */
export function waitForChartsDrawn(
  root: ParentNode,
  { signal, onState, intervalMs = 100, timeoutMs = CHARTS_WAIT_MS }: WaitForChartsOptions,
): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    const started = Date.now();
    let settledOnce = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const finish = (drawn: boolean) => {
      signal.removeEventListener('abort', onAbort);
      resolve(drawn);
    };
    const look = () => {
      const state = chartsDrawnState(root);
      onState?.(state);
      if (isDrawn(state)) {
        if (settledOnce) return finish(true);
        settledOnce = true;
      } else {
        settledOnce = false;
      }
      if (Date.now() - started >= timeoutMs) return finish(false);
      timer = setTimeout(look, intervalMs);
    };
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    look();
  });
}
