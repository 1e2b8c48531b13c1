/**
 * canvas/charts/usePanelChart.ts still reads describeError here; the canvas split of issue 20
 * points it at lib/errors, and this file goes with that merge.
 */
export { describeError } from '../../lib/errors';
