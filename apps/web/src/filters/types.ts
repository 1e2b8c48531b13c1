import type { ComponentType, ReactNode } from 'react';
import type {
  ChartFilterOperator,
  DateGrouping,
  DeType,
  FilterComponent,
  FilterWidgetAttrs,
  FilterWidgetName,
  FilterWidgetValue,
  ScalarValue,
} from '@tessera/contracts';

/**
 * The filter-widget seam (DESIGN §3): one folder per widget under filters/, each exporting a
 * FilterWidgetMeta. The dashboard's interaction store keeps every widget's value; a widget only
 * draws its control and reports a new value, and its pure `toCondition` turns a value into the
 * SPEC §3 filter condition the targeted charts receive (the rules of SPEC §4–§5 live there).
 */

/** What a widget's value filters by: a SPEC §3 filter condition without its routing. */
export interface FilterConditionDraft {
  fieldId: string;
  operator: ChartFilterOperator;
  value: ScalarValue[];
  dateGrouping?: DateGrouping;
}

export interface FilterWidgetViewProps {
  component: FilterComponent;
  /** The value shown (the applied one, or the pending one under a confirm button). */
  value: FilterWidgetValue;
  /** A new value from the user (already converted to the widget's shape). */
  onChange(value: FilterWidgetValue): void;
  /** 'edit': in the editor (placing, default values); 'preview': a viewer using it. */
  mode: 'edit' | 'preview';
  /** The dashboard shown (lets the server list a viewer's widget values: multFieldValues). */
  panelId: string | undefined;
  /**
   * Applies the changes the dashboard holds back (SPEC §2: what the confirm button does when
   * pressed); absent outside a dashboard's interactions (the editor), where nothing is held.
   */
  onConfirm?: (() => void) | undefined;
}

export interface FilterWidgetMeta {
  name: FilterWidgetName;
  /** i18n key of the widget's name (palette, options pane). */
  labelKey: string;
  icon: ReactNode;
  /**
   * SPEC §5 filter-field rules: the field types it filters by (FILTER_WIDGET_FIELD_TYPES of the
   * contracts); none (the confirm button): it needs no field and no default value.
   */
  fieldTypes: readonly DeType[];
  /** SPEC §4: the options pane offers the single / multiple switch (see convertValue). */
  multiple: boolean;
  /** It shows a placeholder while empty, so the options pane offers one to type. */
  placeholder: boolean;
  /**
   * SPEC §2 confirm button: while one is on a dashboard, the other widgets' changes wait until
   * it is pressed (its View calls onConfirm).
   */
  confirmsChanges?: boolean;
  /** It draws the title (attrs.label) on itself, so the canvas shows none above it. */
  drawsOwnLabel?: boolean;
  /**
   * The SPEC §3 condition for a value, or null when the value filters nothing (empty, invalid,
   * incomplete). Pure: no React, no clock, unit-tested.
   */
  toCondition(value: FilterWidgetValue, attrs: FilterWidgetAttrs): FilterConditionDraft | null;
  /**
   * SPEC §4: switching single ↔ multiple converts the value (a list ↔ its first item). Widgets
   * without the switch leave it as it is.
   */
  convertValue?(value: FilterWidgetValue, multiple: boolean): FilterWidgetValue;
  /**
   * Draws the control at its box (the canvas scales it). The built-in widgets' controls arrive
   * in chunks of their own (lib/preloadable.ts); preload starts one ahead of its first use.
   */
  View: ComponentType<FilterWidgetViewProps> & { preload?: () => Promise<unknown> };
}

export type FilterWidgetRegistry = Partial<Record<FilterWidgetName, FilterWidgetMeta>>;
