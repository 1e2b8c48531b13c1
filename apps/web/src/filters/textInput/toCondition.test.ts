import { describe, expect, it } from 'vitest';
import type { FilterWidgetAttrs } from '@tessera/contracts';
import { pasteIntoText } from './paste';
import { searchedText, toCondition } from './toCondition';

const attrs = (over: Partial<FilterWidgetAttrs> = {}): FilterWidgetAttrs => ({
  datasetId: 'ds-1',
  fieldId: 'f-name',
  viewIds: [],
  multiple: false,
  placeholder: '',
  label: '',
  ...over,
});

describe('the text search condition', () => {
  it("searches the trimmed text with 'like' (the server matches contains)", () => {
    expect(toCondition(['  acme  '], attrs())).toEqual({
      fieldId: 'f-name',
      operator: 'like',
      value: ['acme'],
    });
  });

  it('filters nothing when empty, blank, null or without a field', () => {
    expect(toCondition([], attrs())).toBeNull();
    expect(toCondition(['   '], attrs())).toBeNull();
    expect(toCondition([null], attrs())).toBeNull();
    expect(toCondition(['acme'], attrs({ fieldId: null }))).toBeNull();
  });

  it('uses only the first value', () => {
    expect(searchedText(['a', 'b'])).toBe('a');
    expect(searchedText([42])).toBe('42');
  });
});

describe('pasting (SPEC §5: plain text only)', () => {
  it('replaces the selection with the pasted text and puts the caret after it', () => {
    expect(pasteIntoText('hello world', 6, 11, 'there')).toEqual({
      text: 'hello there',
      caret: 11,
    });
    expect(pasteIntoText('ab', 1, 1, 'X')).toEqual({ text: 'aXb', caret: 2 });
    expect(pasteIntoText('ab', null, null, 'X')).toEqual({ text: 'abX', caret: 3 });
  });

  it('turns line breaks and tabs into spaces', () => {
    expect(pasteIntoText('', 0, 0, 'a\r\nb\nc\td')).toEqual({ text: 'a b c d', caret: 7 });
  });
});
