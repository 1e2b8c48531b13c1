import {
  parsePanelData,
  parsePanelStyle,
  type CanvasComponent,
  type CanvasStyle,
} from '@tessera/contracts';

export interface PanelDocumentParts {
  canvasStyle: CanvasStyle;
  components: CanvasComponent[];
}

/**
 * A stored dashboard's JSON texts, parsed with the contract's strict schemas; null when either
 * does not parse (the page says so instead of drawing half a document).
 */
export function parsePanelDocument(
  panelStyle: string,
  panelData: string,
): PanelDocumentParts | null {
  const canvasStyle = parsePanelStyle(panelStyle);
  const components = parsePanelData(panelData);
  return canvasStyle && components ? { canvasStyle, components } : null;
}
