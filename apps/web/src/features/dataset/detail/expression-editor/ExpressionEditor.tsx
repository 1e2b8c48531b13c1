import { useEffect, useRef } from 'react';
import {
  autocompletion,
  completionKeymap,
  type Completion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { Compartment, EditorState, StateEffect, StateField } from '@codemirror/state';
import {
  Decoration,
  drawSelection,
  EditorView,
  keymap,
  placeholder,
  WidgetType,
  type DecorationSet,
} from '@codemirror/view';
import type { ExpressionEditorProps } from './types';

/**
 * The calculated-field expression box: CodeMirror 6 (lazily loaded, like the SQL editor) so
 * field names complete after `[` and the spot of the server's mistake is marked in the text.
 */

/** The mistake's position, or null to clear the mark. */
const setMistake = StateEffect.define<number | null>();

/** A red block where the text ends: a mistake "at the end" has no character to underline. */
class EndSpot extends WidgetType {
  toDOM() {
    const spot = document.createElement('span');
    spot.className = 'cm-expr-mistake-end';
    spot.setAttribute('data-testid', 'calc-mistake');
    spot.textContent = '\u00a0';
    return spot;
  }
}

const mistakeField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    // Any edit clears the mark: it pointed at the text that was sent.
    let next = transaction.docChanged ? Decoration.none : marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setMistake)) continue;
      const at = effect.value;
      const length = transaction.state.doc.length;
      if (at === null || at < 0) next = Decoration.none;
      else if (at >= length)
        next = Decoration.set([
          Decoration.widget({ widget: new EndSpot(), side: 1 }).range(length),
        ]);
      else
        next = Decoration.set([
          Decoration.mark({
            class: 'cm-expr-mistake',
            attributes: { 'data-testid': 'calc-mistake' },
          }).range(at, at + 1),
        ]);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

const theme = EditorView.theme({
  '&': { fontSize: '13px', border: '1px solid #d9d9d9', borderRadius: '6px', background: '#fff' },
  '&.cm-focused': { outline: 'none', borderColor: '#1677ff' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-content': { minHeight: '110px', padding: '6px 0' },
  '.cm-expr-mistake': {
    background: '#ffccc7',
    textDecoration: 'underline wavy #ff4d4f',
    borderRadius: '2px',
  },
  '.cm-expr-mistake-end': {
    display: 'inline-block',
    width: '0.7em',
    background: '#ff4d4f',
    borderRadius: '2px',
    marginLeft: '1px',
  },
});

type Sources = Pick<ExpressionEditorProps, 'fields' | 'functions'>;

/** `[partial name` completes to a field; a word completes to a field or a function. */
function completionsOf({ fields, functions }: Sources) {
  const refs: Completion[] = fields.map((field) => ({
    label: field.ref,
    type: 'variable',
    detail: field.detail,
  }));
  const words: Completion[] = [
    ...fields.map((field) => ({
      label: field.ref.slice(1, -1),
      apply: field.ref,
      type: 'variable',
      detail: field.detail,
      boost: 1,
    })),
    ...functions.map((fn) => ({
      label: fn.name,
      apply: fn.insert,
      type: 'function',
      detail: fn.detail,
    })),
  ];
  return (context: CompletionContext): CompletionResult | null => {
    const ref = context.matchBefore(/\[[^[\]']*/);
    if (ref) {
      // Replace a `]` already after the caret too, so completing never leaves two.
      const after = context.state.sliceDoc(context.pos, context.pos + 1);
      return {
        from: ref.from,
        to: after === ']' ? context.pos + 1 : context.pos,
        options: refs,
        validFor: /^\[[^[\]']*$/,
      };
    }
    // One word (a name with spaces still matches on its first word).
    const word = context.matchBefore(/[\p{L}_][\p{L}\p{N}_]*/u);
    if (!word || (word.from === word.to && !context.explicit)) return null;
    return { from: word.from, options: words, validFor: /^[\p{L}_][\p{L}\p{N}_]*$/u };
  };
}

export default function ExpressionEditor(props: ExpressionEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const completion = useRef(new Compartment());
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
          history(),
          drawSelection(),
          completion.current.of(
            autocompletion({ activateOnTyping: true, override: [completionsOf(current)] }),
          ),
          keymap.of([...defaultKeymap, ...historyKeymap, ...completionKeymap]),
          mistakeField,
          theme,
          EditorView.lineWrapping,
          placeholder(current.placeholder ?? ''),
          EditorView.contentAttributes.of({ 'aria-label': current.label }),
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

  const { fields, functions, value, errorAt, insertion } = props;
  useEffect(() => {
    view.current?.dispatch({
      effects: completion.current.reconfigure(
        autocompletion({
          activateOnTyping: true,
          override: [completionsOf({ fields, functions })],
        }),
      ),
    });
  }, [fields, functions]);

  // A value set from outside (the dialog opening on a saved field) replaces the text.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value)
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: setMistake.of(errorAt) });
  }, [errorAt]);

  // A click on a field or a function puts it where the caret is, and the caret after it.
  useEffect(() => {
    const editor = view.current;
    if (!editor || !insertion) return;
    editor.dispatch(editor.state.replaceSelection(insertion.snippet));
    editor.focus();
  }, [insertion]);

  return (
    <div
      ref={host}
      className="dataset-calc__editor"
      // Escape closes the completion list; it must not also close the dialog around the box.
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
      data-testid="calc-expression"
    />
  );
}
