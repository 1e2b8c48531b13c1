// Pictures: POST /panel/image/upload (multipart, one file), GET /panel/image/{id}.

/** Kinds of picture accepted, recognised by their first bytes (never by name or header). */
export const PANEL_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type PanelImageType = (typeof PANEL_IMAGE_TYPES)[number];

export interface PanelImageUploaded {
  id: string;
  /** `/panel/image/<id>`, what a picture component and a canvas background hold. */
  url: string;
  mime: PanelImageType;
  size: number;
  /** Pixel size when the header tells it. */
  width: number | null;
  height: number | null;
}
