import { parseCustomFilter, type FilterNode } from '@tessera/contracts';
import { AppError } from '../http/app-error.js';
import type { DatasetFieldRow } from '../dataset/repository.js';
import type { ChartDefinition } from './view.js';

/** Every field id a filter tree names. */
export function filterFieldIds(node: FilterNode | null | undefined): string[] {
  if (!node) return [];
  if (node.kind === 'condition') return [node.fieldId];
  return node.children.flatMap(filterFieldIds);
}

/**
 * Every field a chart places in its wells or names in its custom filter must be a visible field
 * of its dataset (only ids are trusted; names and types come from the dataset): else
 * CHART_FIELD_MISSING. Returns the usable fields by id.
 */
export function checkWells(
  chart: Pick<ChartDefinition, 'xaxis' | 'yaxis' | 'extBubble' | 'drillFields' | 'customFilter'>,
  fields: readonly DatasetFieldRow[],
): Map<string, DatasetFieldRow> {
  const usable = new Map(fields.filter((f) => f.hidden !== 1).map((f) => [f.id, f]));
  const named = [
    ...[...chart.xaxis, ...chart.yaxis, ...chart.extBubble, ...chart.drillFields].map(
      (f) => f.fieldId,
    ),
    ...filterFieldIds(parseCustomFilter(chart.customFilter)),
  ];
  if (named.some((id) => !usable.has(id))) throw new AppError(400, 'CHART_FIELD_MISSING');
  return usable;
}
