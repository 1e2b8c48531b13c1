/**
 * SPEC §7: a data call (chart data, a widget's field values) has 30 s; the statement stops a
 * little earlier (inner < outer, DESIGN §6).
 */
export const CHART_CALL_BUDGET_MS = 30_000;
export const CHART_STATEMENT_TIMEOUT_MS = 25_000;

/**
 * An export reads up to a million rows while the browser downloads them: its whole read (the
 * reader's waits included) has this long, holding one of its source's slots meanwhile.
 */
export { CHART_EXPORT_TIMEOUT_MS } from '@tessera/contracts';
