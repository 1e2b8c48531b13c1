import { filterWidgetAttrsSchema, type FilterWidgetAttrs } from '@tessera/contracts';

/** A widget's attrs as the contract fills them, on field 'f1' unless told otherwise. */
export const attrsOf = (attrs: Partial<FilterWidgetAttrs> = {}): FilterWidgetAttrs =>
  filterWidgetAttrsSchema.parse({ datasetId: 'd1', fieldId: 'f1', ...attrs });
