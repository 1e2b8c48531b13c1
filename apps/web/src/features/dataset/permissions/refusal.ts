import type { TFunction } from 'i18next';
import { describeError, errorCode } from '../../../lib/errors';

const OWN_TEXT: Record<string, string> = {
  ROW_PERMISSION_FIELD: 'datasetPermissions.error.rowField',
  COLUMN_MASK_TYPE: 'datasetPermissions.error.maskType',
  NOT_FOUND: 'datasetPermissions.error.notFound',
  FORBIDDEN: 'datasetPermissions.error.forbidden',
};

/** Why a save or delete was refused, said in place: our words for the codes we know. */
export function refusalText(error: unknown, t: TFunction): string | null {
  if (!error) return null;
  const key = OWN_TEXT[errorCode(error) ?? ''];
  return key ? t(key) : describeError(error);
}
