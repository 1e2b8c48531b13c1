/**
 * Dashboards (panels), issue 9: SPEC §2 (dashboard editor), §3 (canvas component, canvas state,
 * canvas style), §4 (history, lock, layering, group), §7 (panel calls), §9 (default sizes,
 * canvas defaults). A dashboard is a document: the canvas style (`panelStyle`) and the list of
 * canvas components (`panelData`), both stored and sent as JSON text like DataEase does, and
 * both parsed with the strict schemas below on every save, so nothing a client sends can add a
 * key, a script or a foreign reference.
 *
 * One file per section in panel/: constants (SPEC §9 sizes and defaults), component (the canvas
 * components), canvas-style, json-document (JSON text ↔ document), document (tree and storage
 * calls), versions (history), subjects (themes), images (pictures).
 */
export * from './panel/constants.js';
export * from './panel/component.js';
export * from './panel/canvas-style.js';
export * from './panel/json-document.js';
export * from './panel/document.js';
export * from './panel/versions.js';
export * from './panel/subjects.js';
export * from './panel/images.js';
export { PANEL_LIMITS, panelDataBoundsIssue } from './panel-bounds.js';
