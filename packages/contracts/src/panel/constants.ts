// Constants (SPEC §9)

/** SPEC §9: default canvas 1600x900, scale 100. */
export const CANVAS_DEFAULTS = { width: 1600, height: 900, scale: 100 } as const;

/** SPEC §9: default widget sizes, width x height in canvas pixels. */
export const COMPONENT_DEFAULT_SIZES = {
  text: { width: 300, height: 100 },
  button: { width: 100, height: 34 },
  picture: { width: 300, height: 200 },
  rect: { width: 200, height: 200 },
  'user-view': { width: 200, height: 300 },
  /** Filter widgets (issue 10). */
  filter: { width: 300, height: 90 },
  filterGrid: { width: 300, height: 300 },
  filterNumberRange: { width: 500, height: 90 },
  filterConfirm: { width: 300, height: 47 },
} as const;

/** SPEC §9: a pasted component lands 20 px lower and 20 px further right. */
export const PASTE_OFFSET = 20;

/** Versions of a dashboard kept for the history list (the current one included). */
export const PANEL_VERSIONS_KEPT = 20;
