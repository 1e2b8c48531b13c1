import { useLayoutEffect, useRef, useState, type ClipboardEvent } from 'react';
import { Input, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { plainTextOf } from '../../canvas/components/text/editableText';
import type { FilterWidgetViewProps } from '../types';
import { pasteIntoText } from './paste';
import { searchedText } from './toCondition';
import '../common/filters.css';

/**
 * The text search input: the user types, and the trimmed text applies on Enter, the search
 * button, leaving the box, or clearing it. A paste inserts its plain text only (SPEC §5).
 */
export function TextInputView({ component, value, onChange }: FilterWidgetViewProps) {
  const { t } = useTranslation();
  const { fieldId, placeholder } = component.options.attrs;
  const applied = searchedText(value);
  const [draft, setDraft] = useState(applied);
  // A value set from elsewhere (a URL filter, a reset, undo in the editor) shows in the box.
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(applied);
  }
  const input = useRef<InputRef>(null);
  const caretAfterPaste = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caretAfterPaste.current === null) return;
    input.current?.input?.setSelectionRange(caretAfterPaste.current, caretAfterPaste.current);
    caretAfterPaste.current = null;
  });

  const apply = (text: string) => {
    const trimmed = text.trim();
    if (trimmed !== applied) onChange(trimmed ? [trimmed] : []);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const next = pasteIntoText(
      draft,
      target.selectionStart,
      target.selectionEnd,
      plainTextOf(event.clipboardData),
    );
    caretAfterPaste.current = next.caret;
    setDraft(next.text);
  };

  return (
    <div className="filter-widget" data-testid={`filter-text-${component.id}`}>
      <Input.Search
        ref={input}
        className="filter-widget__fill"
        value={draft}
        placeholder={placeholder}
        disabled={fieldId === null}
        allowClear
        maxLength={100}
        enterButton={false}
        aria-label={placeholder || t('filters.textInput.search')}
        onChange={(event) => setDraft(event.target.value)}
        onPaste={onPaste}
        onBlur={() => apply(draft)}
        onSearch={(text) => apply(text)}
      />
    </div>
  );
}
