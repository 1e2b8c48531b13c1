// A pg-cursor that says what a statement returns before it runs. The cursor sends Parse, Bind
// and Describe first; Describe answers RowDescription for a query and NoData for anything else
// (SET, COPY … TO PROGRAM, DO, CALL, COMMIT…). The driver waits for that answer and executes
// only a statement that returns rows, so a statement the read-only transaction would not stop
// (COPY TO a file or program on a superuser's connection) never starts. Stacked statements
// fail at Parse. A COPY that still reached execution is answered without data.
import type pg from 'pg';
import Cursor from 'pg-cursor';

/** The pg-cursor internals this wraps (stable across pg-cursor 2.x). */
interface CursorInternals {
  handleRowDescription(message: unknown): void;
  handleError(message: unknown): void;
  _ifNoData(): void;
  _result: { fields: pg.FieldDef[]; command: string | null };
  handleCopyInResponse?: (connection: { sendCopyFail(message: string): void }) => void;
  handleCopyData?: () => void;
}

export type Row = Record<string, unknown>;

export class CheckedCursor extends Cursor<Row> {
  /** The result's fields for a query; null for a statement that returns no rows. */
  readonly described: Promise<pg.FieldDef[] | null>;

  constructor(text: string, values: unknown[], config: Cursor.CursorQueryConfig) {
    super(text, values, config);
    let settle: (fields: pg.FieldDef[] | null) => void = () => undefined;
    let fail: (error: unknown) => void = () => undefined;
    this.described = new Promise((resolve, reject) => {
      settle = resolve;
      fail = reject;
    });
    // Rejections are read by whoever awaits `described`; an unawaited one is no crash.
    this.described.catch(() => undefined);
    const self = this as unknown as CursorInternals;
    const onRowDescription = self.handleRowDescription.bind(this);
    const onNoData = self._ifNoData;
    const onError = self.handleError.bind(this);
    self.handleRowDescription = (message) => {
      onRowDescription(message);
      settle(self._result.fields);
    };
    self._ifNoData = () => {
      onNoData();
      settle(null);
    };
    self.handleError = (message) => {
      onError(message);
      fail(message);
    };
    self.handleCopyInResponse = (connection) => connection.sendCopyFail('refused');
    self.handleCopyData = () => undefined;
  }

  /** The command tag of the finished statement (SELECT, SHOW…). */
  get command(): string | null {
    return (this as unknown as CursorInternals)._result.command;
  }

  /** One page of rows (0: every remaining row). */
  page(rows: number): Promise<Row[]> {
    return this.read(rows);
  }
}
