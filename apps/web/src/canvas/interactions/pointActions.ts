import {
  encodeUrlFilter,
  type ChartData,
  type DrillStep,
  type PanelJump,
  type PanelLinkage,
} from '@tessera/contracts';
import { isOpenableLink } from '../components/button/openLink';
import { hasLinkage, type ClickedDimension } from './conditions';

/**
 * What a click on a chart point may do on a dashboard (SPEC §2): drill one level down, filter
 * the linked charts, or jump. Pure, so the rules are tested without a chart.
 */
export type PointAction = 'drill' | 'linkage' | 'jump';

/** The values of the clicked point, one per dimension the chart shows at its current level. */
export function clickedDimensions(
  data: Pick<ChartData, 'fields'>,
  dimensionValues: readonly (string | number | null)[],
  seriesName: string | null,
): ClickedDimension[] {
  const dimensions = data.fields.filter((f) => f.role === 'dimension' && f.fieldId !== null);
  return dimensions.flatMap((field, i) => {
    // A second dimension drawn as series (stacked bars) is named by the clicked series.
    const value = i < dimensionValues.length ? dimensionValues[i] : i === 1 ? seriesName : null;
    if (value === undefined) return [];
    return [{ fieldId: field.fieldId as string, value, dateGrouping: field.dateGrouping }];
  });
}

/** SPEC §4: a chart drills at most drillFields.length − 1 levels below its first one. */
export function canDrill(drillFieldCount: number, level: number): boolean {
  return drillFieldCount > 1 && level < drillFieldCount - 1;
}

/** The drill step of a click: the value of the dimension the chart shows at this level. */
export function drillStepOf(clicked: readonly ClickedDimension[]): DrillStep | null {
  const first = clicked[0];
  if (!first || first.value === null) return null;
  return { dimensionList: [{ fieldId: first.fieldId, value: first.value }] };
}

/** The actions a click offers, in menu order. */
export function pointActions(input: {
  viewId: string;
  drillFieldCount: number;
  drillLevel: number;
  linkage: readonly PanelLinkage[];
  jumps: readonly PanelJump[];
  clicked: readonly ClickedDimension[];
}): PointAction[] {
  const actions: PointAction[] = [];
  if (canDrill(input.drillFieldCount, input.drillLevel) && drillStepOf(input.clicked))
    actions.push('drill');
  if (hasLinkage(input.linkage, input.viewId)) actions.push('linkage');
  if (input.jumps.some((j) => j.sourceViewId === input.viewId)) actions.push('jump');
  return actions;
}

/** A dashboard's preview route (the dashboard feature's, handed down by whoever mounts). */
export type PreviewRoute = (panelId: string) => string;

/**
 * Where a jump goes: another dashboard's preview carrying the clicked value, or the link. The
 * app's routes live in the hash (HashRouter): a dashboard is `#/preview/{id}`, which the same
 * page (or a new tab of it) opens; the server has no `/preview/...` path of its own. Without a
 * preview route (nothing mounted one) a jump to a dashboard goes nowhere.
 */
export function jumpHref(
  jump: PanelJump,
  clicked: readonly ClickedDimension[],
  previewRoute: PreviewRoute | null,
): string | null {
  const { target } = jump;
  if (target.type === 'url') return isOpenableLink(target.url) ? target.url.trim() : null;
  if (!previewRoute) return null;
  const base = `#${previewRoute(target.panelId)}`;
  const source =
    clicked.find((c) => jump.sourceFieldId !== null && c.fieldId === jump.sourceFieldId) ??
    clicked[0];
  if (!target.datasetId || !target.fieldId || !source || source.value === null) return base;
  const filter = encodeUrlFilter([
    {
      d: target.datasetId,
      f: target.fieldId,
      o: 'eq',
      v: [source.value],
      ...(source.dateGrouping ? { g: source.dateGrouping } : {}),
    },
  ]);
  return `${base}?filter=${encodeURIComponent(filter)}`;
}
