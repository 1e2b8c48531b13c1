// The upload module's errors. Messages name rows and bounds, never cell text or file names;
// the column a problem is in travels in `details` for the server to show (it is user data).
import { EngineError } from '../errors.js';

/** A file that cannot be read as what it claims to be; `row` is 1-based, in the file. */
export function unreadable(reason: string, row?: number): EngineError {
  return new EngineError(
    'ENGINE_UPLOAD_FILE',
    row === undefined ? `The file cannot be read: ${reason}` : `Row ${row}: ${reason}`,
    row === undefined ? { reason } : { reason, row },
  );
}

export function tooLarge(reason: string, limit: number): EngineError {
  return new EngineError('ENGINE_UPLOAD_TOO_LARGE', `The file is too large: ${reason}`, {
    reason,
    limit,
  });
}

/** A cell that does not fit its column's type: the row in the file and the column's name. */
export function invalidCell(row: number, column: string, reason: string): EngineError {
  return new EngineError('ENGINE_UPLOAD_INVALID', `Row ${row}: ${reason}`, {
    row,
    column,
    reason,
  });
}
