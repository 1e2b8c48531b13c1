import { useEffect, useRef } from 'react';
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completeFromList,
  completionKeymap,
  ifNotIn,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, Prec, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder,
} from '@codemirror/view';
import { MySQL, PostgreSQL, sql, StandardSQL, type SQLDialect } from '@codemirror/lang-sql';
import type { SqlDialectName } from '../sqlSchema';
import type { SqlEditorProps } from './editorTypes';

/**
 * CodeMirror 6 for SQL, in a small React wrapper. This module is the lazily loaded chunk that
 * holds CodeMirror: import it only through LazySqlEditor.
 */

const DIALECTS: Record<SqlDialectName, SQLDialect> = {
  postgresql: PostgreSQL,
  mysql: MySQL,
  standard: StandardSQL,
};

/**
 * What an SQL editor needs and no more (the `codemirror` package on npm's latest tag is the old
 * CodeMirror 5, so its basicSetup is not used): line numbers, undo, brackets, completion.
 */
const setup: Extension = [
  lineNumbers(),
  highlightActiveLineGutter(),
  highlightActiveLine(),
  history(),
  drawSelection(),
  bracketMatching(),
  closeBrackets(),
  autocompletion({ activateOnTyping: true }),
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
  keymap.of([
    ...closeBracketsKeymap,
    ...defaultKeymap,
    ...historyKeymap,
    ...completionKeymap,
    indentWithTab,
  ]),
];

const theme = EditorView.theme({
  '&': { fontSize: '13px', border: '1px solid #d9d9d9', borderRadius: '6px' },
  '&.cm-focused': { outline: 'none', borderColor: '#1677ff' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-content, .cm-gutter': { minHeight: '180px' },
});

/** Syntax nodes inside which no column is offered (strings, comments, quoted names). */
const NOT_IN = ['String', 'LineComment', 'BlockComment', 'QuotedIdentifier'];

const languageOf = ({
  dialect,
  schema,
  defaultSchema,
  columns,
}: Pick<SqlEditorProps, 'dialect' | 'schema' | 'defaultSchema' | 'columns'>): Extension => [
  sql({
    dialect: DIALECTS[dialect],
    schema,
    ...(defaultSchema ? { defaultSchema } : {}),
    upperCaseKeywords: true,
  }),
  DIALECTS[dialect].language.data.of({
    autocomplete: ifNotIn(NOT_IN, completeFromList([...columns])),
  }),
];

export default function SqlEditor(props: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const language = useRef(new Compartment());
  const editable = useRef(new Compartment());
  // The latest callbacks, read by the editor's listeners (created once).
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const current = latest.current;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: current.value,
        extensions: [
          // Before the default keymap, so Ctrl/Cmd-Enter runs instead of inserting a line.
          Prec.highest(
            keymap.of([
              {
                key: 'Mod-Enter',
                run: () => {
                  latest.current.onRun();
                  return true;
                },
              },
            ]),
          ),
          setup,
          theme,
          EditorView.lineWrapping,
          placeholder(current.placeholder ?? ''),
          EditorView.contentAttributes.of({ 'aria-label': current.label }),
          language.current.of(languageOf(current)),
          editable.current.of(EditorState.readOnly.of(current.readOnly ?? false)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  // A new source (dialect) or newly loaded columns reconfigure the language, keeping the text.
  const { dialect, schema, defaultSchema, columns, readOnly, value } = props;
  useEffect(() => {
    view.current?.dispatch({
      effects: language.current.reconfigure(
        languageOf({ dialect, schema, defaultSchema, columns }),
      ),
    });
  }, [dialect, schema, defaultSchema, columns]);

  useEffect(() => {
    view.current?.dispatch({
      effects: editable.current.reconfigure(EditorState.readOnly.of(readOnly ?? false)),
    });
  }, [readOnly]);

  // A value set from outside (the stored SQL arriving) replaces the text; typing does not loop.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return (
    <div
      ref={host}
      className="dataset-sql__editor"
      // Escape closes the completion list; it must not also close the drawer around the editor
      // and lose the SQL being written.
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
      data-testid="sql-editor"
    />
  );
}
