import {
  useLayoutEffect,
  useRef,
  type ClipboardEvent,
  type CSSProperties,
  type DragEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { RichText, TextComponent } from '@tessera/contracts';
import { boxCss } from '../boxStyle';
import type { ComponentViewProps } from '../types';
import { caretToEnd, fillEditable, insertPlainText, plainTextOf, runCss } from './editableText';
import { domToRichText, isRichTextEmpty } from './richText';

const textBox = { whiteSpace: 'pre-wrap', wordBreak: 'break-word', overflow: 'hidden' } as const;

/**
 * A text component: rich text drawn as React text (never markup). While the editor has it in
 * editing mode it becomes an editable area; leaving it (blur) reports the rich text read back
 * from the DOM, keeping only text, lines and the four marks.
 */
export function TextView({
  component,
  mode,
  editing,
  onTextChange,
}: ComponentViewProps<TextComponent>) {
  const style = { ...boxCss(component.style), ...textBox };
  if (editing) {
    return <EditableText value={component.propValue} style={style} onTextChange={onTextChange} />;
  }
  return (
    <div style={style} data-testid={`canvas-text-${component.id}`}>
      {isRichTextEmpty(component.propValue) && mode === 'edit' ? (
        <Placeholder />
      ) : (
        component.propValue.paragraphs.map((paragraph, i) => (
          <div key={i}>
            {paragraph.runs.some((run) => run.text !== '') ? (
              paragraph.runs.map((run, j) => (
                <span key={j} style={runCss(run)}>
                  {run.text}
                </span>
              ))
            ) : (
              <br />
            )}
          </div>
        ))
      )}
    </div>
  );
}

function Placeholder() {
  const { t } = useTranslation();
  return <span style={{ opacity: 0.45 }}>{t('panelView.text.placeholder')}</span>;
}

interface EditableProps {
  value: RichText;
  style: CSSProperties;
  onTextChange?: (value: RichText) => void;
}

function EditableText({ value, style, onTextChange }: EditableProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Filled once when editing starts; from then on the browser owns the content until blur.
  const initial = useRef(value);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    fillEditable(element, initial.current);
    element.focus();
    caretToEnd(element);
  }, []);

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    insertPlainText(event.currentTarget, plainTextOf(event.clipboardData));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    insertPlainText(event.currentTarget, plainTextOf(event.dataTransfer));
  };

  return (
    <div
      ref={ref}
      contentEditable
      suppressContentEditableWarning
      role="textbox"
      aria-multiline
      data-testid="canvas-text-editing"
      style={{ ...style, outline: 'none', cursor: 'text', userSelect: 'text' }}
      onPaste={onPaste}
      onDrop={onDrop}
      // Typing must not reach the editor's shortcuts (Delete, Ctrl+B…); Escape ends editing.
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') event.currentTarget.blur();
      }}
      onPointerDown={(event) => event.stopPropagation()}
      onBlur={(event) => onTextChange?.(domToRichText(event.currentTarget))}
    />
  );
}
