import type { Completion } from '@codemirror/autocomplete';
import type { SQLNamespace } from '@codemirror/lang-sql';
import type { SqlDialectName } from '../sqlSchema';

/** The SQL editor's props; a module of its own so the page never imports CodeMirror for them. */
export interface SqlEditorProps {
  value: string;
  onChange(value: string): void;
  dialect: SqlDialectName;
  /** Tables and columns to complete (buildCompletionSchema). */
  schema: SQLNamespace;
  /** Columns of the tables the SQL names, completed as bare words. */
  columns: readonly Completion[];
  /** Unqualified table names complete from this schema. */
  defaultSchema?: string;
  /** Ctrl/Cmd-Enter. */
  onRun(): void;
  readOnly?: boolean;
  placeholder?: string;
  /** The accessible name of the editing area. */
  label: string;
}
