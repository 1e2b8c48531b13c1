import {
  DATE_FORMATS,
  type DatasetField,
  type DatasetFieldSave,
  type DateFormat,
} from '@tessera/contracts';

/** What one inline edit of the fields table changes. */
export type FieldPatch = Partial<
  Pick<DatasetField, 'name' | 'deType' | 'dateFormat' | 'groupType' | 'hidden'>
>;

/** The format offered first when a text column becomes time. */
export const DEFAULT_DATE_FORMAT: DateFormat = DATE_FORMATS[0];

/** A date format applies only to a text column read as time. */
export const needsDateFormat = (field: Pick<DatasetField, 'deType' | 'originDeType' | 'kind'>) =>
  field.kind === 'column' && field.deType === 1 && field.originDeType === 0;

/**
 * The field after an edit, as the table shows it at once: a text column turned into time gets
 * the first format unless one was chosen, and any other type drops the format.
 */
export function applyPatch(field: DatasetField, patch: FieldPatch): DatasetField {
  const next = { ...field, ...patch };
  if (!needsDateFormat(next)) return { ...next, dateFormat: null };
  return { ...next, dateFormat: next.dateFormat ?? DEFAULT_DATE_FORMAT };
}

/**
 * The /dataset/field/save body of an edit: the whole field as it stands after it (the server
 * replaces what it is sent). Calculated fields keep their expression.
 */
export function fieldSaveBody(field: DatasetField, patch: FieldPatch): DatasetFieldSave {
  const next = applyPatch(field, patch);
  return {
    id: next.id,
    tableId: next.datasetId,
    name: next.name,
    deType: next.deType,
    dateFormat: next.dateFormat,
    groupType: next.groupType,
    hidden: next.hidden,
    ...(next.kind === 'calculated' && next.expression ? { expression: next.expression } : {}),
  };
}
