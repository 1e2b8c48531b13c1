import { AppError } from '../http/app-error.js';

/**
 * A failed chart query answers a localised message and never SQL or driver text: the specific
 * data-source / dataset code where one says something useful (a timeout, a source that cannot be
 * reached, an extract not yet synchronised), else CHART_DATA_FAILED. A custom SQL dataset's
 * database words (DATASET_SQL_FAILED) belong in the dataset editor, not on a chart.
 */
export function dataError(error: unknown): AppError {
  if (error instanceof AppError) {
    if (error.code === 'DATASET_SQL_FAILED' || error.code === 'DATASOURCE_QUERY_FAILED')
      return new AppError(502, 'CHART_DATA_FAILED');
    if (error.code.startsWith('DATASOURCE_') || error.code.startsWith('DATASET_'))
      return new AppError(error.status, error.code);
    return error;
  }
  return new AppError(502, 'CHART_DATA_FAILED');
}
