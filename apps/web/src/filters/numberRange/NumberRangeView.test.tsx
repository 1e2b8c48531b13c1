import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { NUMBER_RANGE_DEBOUNCE_MS } from '@tessera/contracts';
import { initI18n } from '../../i18n';
import { filterWidget, renderFilterWidget } from '../../test/filterWidget';
import { numberRangeMeta } from './index';

beforeAll(() => initI18n('en'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const input = (end: 'min' | 'max') => screen.getByTestId(`filter-range-${end}`) as HTMLInputElement;
const type = (end: 'min' | 'max', text: string) =>
  fireEvent.change(input(end), { target: { value: text } });
const error = (end: 'min' | 'max') =>
  screen.queryByTestId(`filter-range-${end}-error`)?.textContent ?? null;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const render = (value: (number | null)[] = [], fieldId: string | null = 'f-amount') =>
  renderFilterWidget(numberRangeMeta, filterWidget('numberRange', { fieldId }), { value });

describe('the number range (SPEC §4, §5)', () => {
  it('applies a valid range one second after the last edit', () => {
    const { onChange } = render();
    type('min', '1');
    wait(NUMBER_RANGE_DEBOUNCE_MS - 100);
    type('min', '10');
    wait(NUMBER_RANGE_DEBOUNCE_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    wait(1);
    expect(onChange).toHaveBeenCalledExactlyOnceWith([10, null]);

    type('max', '20');
    wait(NUMBER_RANGE_DEBOUNCE_MS);
    expect(onChange).toHaveBeenLastCalledWith([10, 20]);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("never applies an invalid edit, and says why under the input ('Please key interger')", () => {
    const { onChange } = render();
    type('min', '5');
    type('min', '5.5');
    wait(NUMBER_RANGE_DEBOUNCE_MS * 3);
    expect(onChange).not.toHaveBeenCalled();
    // Checked on blur.
    expect(error('min')).toBeNull();
    fireEvent.blur(input('min'));
    expect(error('min')).toBe('Please enter a whole number');

    type('min', '-2147483649');
    expect(error('min')).toBe('Cannot be less than -2147483648');
    type('min', '');
    type('max', '2147483648');
    fireEvent.blur(input('max'));
    expect(error('max')).toBe('Cannot be greater than 2147483647');
    wait(NUMBER_RANGE_DEBOUNCE_MS * 2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('needs min below max, checked when the other field changes', () => {
    const { onChange } = render([8, null]);
    expect(input('min').value).toBe('8');
    type('max', '3');
    // Changing the max checked the min (fine); the order message belongs under the max,
    // shown once the min changes or the max is left.
    expect(error('max')).toBeNull();
    type('min', '9');
    expect(error('max')).toBe('The min must be less than the max');
    wait(NUMBER_RANGE_DEBOUNCE_MS * 2);
    expect(onChange).not.toHaveBeenCalled();

    type('max', '30');
    expect(error('max')).toBeNull();
    wait(NUMBER_RANGE_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledExactlyOnceWith([9, 30]);
  });

  it('a valid edit followed by an invalid one within the second applies nothing', () => {
    const { onChange } = render();
    type('max', '50');
    wait(500);
    type('max', '5o');
    wait(NUMBER_RANGE_DEBOUNCE_MS * 2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('emptying both inputs clears the filter', () => {
    const { onChange } = render([1, 2]);
    type('min', '');
    type('max', '');
    wait(NUMBER_RANGE_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledExactlyOnceWith([null, null]);
  });

  it('shows a value set from elsewhere, and is disabled until a field is chosen', () => {
    const { setValue, unmount } = render([1, 2]);
    act(() => setValue([null, 40]));
    expect(input('min').value).toBe('');
    expect(input('max').value).toBe('40');
    unmount();
    render([], null);
    expect(input('min').disabled).toBe(true);
    expect(input('max').disabled).toBe(true);
  });
});
