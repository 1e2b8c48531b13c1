import type { ComponentType, ReactNode } from 'react';
import type {
  CanvasComponent,
  ComponentStyle,
  FilterComponent,
  FilterWidgetName,
  RichText,
} from '@tessera/contracts';

/**
 * The canvas component seam, render side (DESIGN §3, after tldraw's ShapeUtil): what a type of
 * component is (its palette entry, default size, a new one with defaults) and how it draws.
 * The editor wraps each View in its own handles; the preview places it directly.
 */
/**
 * What the canvas and the side panel need of any component: the seam takes a type of this
 * shape, so a new type's own fields stay its own (its schema joins the contracts' union).
 */
export interface ComponentShape {
  id: string;
  component: string;
  label: string;
  style: ComponentStyle;
  isLock: boolean;
}

export interface ComponentViewProps<C extends ComponentShape = CanvasComponent> {
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

/**
 * One item of the editor's palette (SPEC §2). A type lists itself, and may list other ways of
 * placing it (a picture also offers 'picture-upload': choose a file, then place the picture).
 */
export interface PaletteEntry {
  /** What a click or a drop places: the type itself, or the extra item's name. */
  item: string;
  /** Its place in the palette, lowest first (SPEC §2 order). */
  order: number;
  icon: ReactNode;
  /** i18n keys of its name and of its tooltip. */
  labelKey: string;
  hintKey: string;
}

/** What the editor around the side panel offers an options pane. */
export interface OptionsPaneEditor {
  /** Choose another chart for a chart component. */
  onPickChart(componentId: string): void;
  /** Open the chart's own editor. */
  onEditChart(viewId: string): void;
  /** Show the chart's details. */
  onDetails(viewId: string): void;
  /** Upload and choose a picture for a picture component. */
  onPickPicture(componentId: string): void;
  /**
   * A filter widget's setup (its dataset, field and the charts it filters). It reads the
   * dashboard's dataset tree and the charts on the canvas, which the dashboard feature owns, so
   * the feature lends it here instead of canvas/ importing it.
   */
  FilterSetup: ComponentType<{ component: FilterComponent }>;
}

/** A type's own settings in the editor's side panel, beside the shared style sections. */
export interface OptionsPaneProps<C extends ComponentShape = CanvasComponent> {
  component: C;
  /** Puts a changed copy of the component in its place: one undoable edit. */
  onReplace(next: C): void;
  editor: OptionsPaneEditor;
}

export interface CanvasComponentMeta<C extends ComponentShape = CanvasComponent> {
  type: C['component'];
  /** i18n key of the type's name (the side panel's heading). */
  labelKey: string;
  /** i18n key naming one component of the type, when it depends on the component. */
  nameKeyOf?(component: C): string;
  /** Its palette items; none: it is not placed from the palette (a group, a filter widget). */
  palette?: readonly PaletteEntry[];
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
  /** Which shared style sections (SPEC §3) the side panel shows for it besides its geometry. */
  styleSections: { text: boolean; box: boolean };
  /**
   * Its own settings in the side panel (a button's label and link, a chart, a filter's setup).
   * The built-in types' panes arrive in chunks of their own (lib/preloadable.ts): a dashboard
   * being viewed never downloads them.
   */
  OptionsPane?: ComponentType<OptionsPaneProps<C>> & { preload?: () => Promise<unknown> };
  /** The options pane comes before the shared sections (what the component needs first). */
  optionsFirst?: boolean;
}
