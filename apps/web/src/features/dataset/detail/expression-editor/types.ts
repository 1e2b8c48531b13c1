/** The expression editor's props; a module of its own so the dialog never imports CodeMirror. */
export interface ExpressionEditorProps {
  /** The expression as shown: fields by `[name]`. */
  value: string;
  onChange(value: string): void;
  /** Fields to complete after `[` or a typed word, with a word for their type. */
  fields: readonly { name: string; ref: string; detail: string }[];
  /** Functions to complete: the name and what goes into the text. */
  functions: readonly { name: string; insert: string; detail: string }[];
  /** Where the server's mistake is, in `value` (0-based); null when there is none. */
  errorAt: number | null;
  /** Text to put in place of the selection; `seq` tells two equal inserts apart. */
  insertion: { snippet: string; seq: number } | null;
  placeholder?: string;
  /** The accessible name of the editing area. */
  label: string;
}
