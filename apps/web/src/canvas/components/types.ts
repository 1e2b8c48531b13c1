import type { ComponentType, ReactNode } from 'react';
import type { CanvasComponent, FilterWidgetName, RichText } from '@tessera/contracts';

/**
 * The canvas component seam, render side (DESIGN §3, after tldraw's ShapeUtil): what a type of
 * component is (its palette entry, default size, a new one with defaults) and how it draws.
 * The editor wraps each View in its own handles; the preview places it directly.
 */
export interface ComponentViewProps<C extends CanvasComponent = CanvasComponent> {
  component: C;
  mode: 'edit' | 'preview';
  /** Text only: in-place editing (the editor sets it on double-click). */
  editing?: boolean;
  /** Text only: the edited rich text, reported when editing ends (blur). */
  onTextChange?: (value: RichText) => void;
}

/** What a new component is placed with. */
export interface ComponentInit {
  id: string;
  left: number;
  top: number;
  /** user-view only: the chart it shows (required there). */
  viewId?: string;
  /** filter only: which of the 12 widgets (required there). */
  serviceName?: FilterWidgetName;
}

export interface CanvasComponentMeta<C extends CanvasComponent = CanvasComponent> {
  type: C['component'];
  /** i18n key of the palette name. */
  labelKey: string;
  icon: ReactNode;
  /** SPEC §9 default size (COMPONENT_DEFAULT_SIZES). */
  defaultSize: { width: number; height: number };
  /** A new one with defaults. */
  create(init: ComponentInit): C;
  /** Fills its box (100% x 100%). */
  View: ComponentType<ComponentViewProps<C>>;
  /**
   * True when the View lays itself out at the box's on-screen size (charts redraw crisp at any
   * zoom; a group places its children by fractions). False: the View is drawn at its canvas
   * size and the whole of it is scaled with the canvas (text, shapes, pictures).
   */
  drawsAtScreenSize: boolean;
}
