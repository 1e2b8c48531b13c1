import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { filterWidget, renderFilterWidget } from '../../test/filterWidget';
import { textInputMeta } from './index';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const box = () => screen.getByTestId('filter-text-w-textInput').querySelector('input')!;

describe('the text search input', () => {
  it('applies the trimmed text on Enter, and an empty box clears the filter', () => {
    const widget = filterWidget('textInput', { fieldId: 'f-name', placeholder: 'Customer' });
    const { onChange } = renderFilterWidget(textInputMeta, widget);
    expect(box().placeholder).toBe('Customer');
    fireEvent.change(box(), { target: { value: '  acme ' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenLastCalledWith(['acme']);
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.blur(box());
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('applies on leaving the box only when the text changed', () => {
    const widget = filterWidget('textInput', { fieldId: 'f-name' });
    const { onChange } = renderFilterWidget(textInputMeta, widget, { value: ['acme'] });
    expect(box().value).toBe('acme');
    fireEvent.blur(box());
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: 'acme corp' } });
    fireEvent.blur(box());
    expect(onChange).toHaveBeenCalledWith(['acme corp']);
  });

  it('keeps plain text only on paste (SPEC §5), inserted at the caret', () => {
    const widget = filterWidget('textInput', { fieldId: 'f-name' });
    const { onChange } = renderFilterWidget(textInputMeta, widget);
    fireEvent.change(box(), { target: { value: 'ab' } });
    box().setSelectionRange(1, 1);
    const pasted = fireEvent.paste(box(), {
      clipboardData: {
        getData: (kind: string) =>
          kind === 'text/html' ? '<img src=x onerror="alert(1)">' : '<b>bold</b>\nnext',
      },
    });
    expect(pasted).toBe(false);
    expect(box().value).toBe('a<b>bold</b> nextb');
    expect(box().selectionStart).toBe(17);
    expect(document.querySelector('img')).toBeNull();
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalledWith(['a<b>bold</b> nextb']);
  });

  it('shows a value set from elsewhere', () => {
    const widget = filterWidget('textInput', { fieldId: 'f-name' });
    const { setValue } = renderFilterWidget(textInputMeta, widget, { value: ['one'] });
    act(() => setValue(['two']));
    expect(box().value).toBe('two');
  });

  it('is usable in the editor (it sets the default) and disabled until a field is chosen', () => {
    const edit = renderFilterWidget(
      textInputMeta,
      filterWidget('textInput', { fieldId: 'f-name' }),
      { mode: 'edit' },
    );
    expect(box().disabled).toBe(false);
    edit.unmount();
    renderFilterWidget(textInputMeta, filterWidget('textInput', { placeholder: 'Pick a field' }));
    expect(box().disabled).toBe(true);
    expect(box().placeholder).toBe('Pick a field');
  });
});
