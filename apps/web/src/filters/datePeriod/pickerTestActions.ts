import { fireEvent, screen } from '@testing-library/react';

/**
 * What a user does with a widget's antd picker in a component test. The pickers open at the
 * shown value, so tests start from a value and never depend on today's date.
 */

/** Opens the picker of widget `id` (a press on its field). */
export async function openPicker(id: string): Promise<HTMLElement> {
  const host = await screen.findByTestId(`canvas-filter-${id}`);
  const field = host.querySelector<HTMLElement>('.ant-picker-selector, .ant-picker-input input')!;
  fireEvent.mouseDown(field);
  fireEvent.click(field);
  return host;
}

/** Presses the cell of a day, month, quarter or year (its title: '2024-05-15', '2024-Q3'…). */
export async function pickCell(title: string): Promise<void> {
  fireEvent.click(await screen.findByTitle(title));
}

/** A click elsewhere on the page: the picker closes (a multiple one then applies its choice). */
export function clickOutside(host: HTMLElement): void {
  fireEvent.mouseDown(document.body);
  fireEvent.focusOut(host.querySelector('input')!);
}
