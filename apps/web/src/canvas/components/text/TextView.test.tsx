import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { TextComponent } from '@tessera/contracts';
import { initI18n } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { textMeta } from './index';
import { TextView } from './TextView';

const text = (): TextComponent => ({
  ...textMeta.create({ id: 't-1', left: 0, top: 0 }),
  propValue: { paragraphs: [{ runs: [{ text: 'Sales ' }, { text: 'up', bold: true }] }] },
});

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('a text component', () => {
  it('draws its runs as text with their marks', () => {
    renderWithProviders(<TextView component={text()} mode="preview" />);
    expect(screen.getByText('up').style.fontWeight).toBe('bold');
    expect(screen.getByTestId('canvas-text-t-1').textContent).toBe('Sales up');
  });

  it('edits in place: a paste keeps plain text only, and leaving reports the rich text', () => {
    const onTextChange = vi.fn();
    renderWithProviders(
      <TextView component={text()} mode="edit" editing onTextChange={onTextChange} />,
    );
    const editable = screen.getByTestId('canvas-text-editing');
    expect(document.activeElement).toBe(editable);
    expect(editable.textContent).toBe('Sales up');
    const pasted = fireEvent.paste(editable, {
      clipboardData: {
        getData: (kind: string) =>
          kind === 'text/html' ? '<img src=x onerror="alert(1)">' : ' <b onclick=alert(2)>now</b>',
      },
    });
    expect(pasted).toBe(false);
    expect(editable.querySelector('img,b[onclick]')).toBeNull();
    fireEvent.blur(editable);
    expect(onTextChange).toHaveBeenCalledWith({
      paragraphs: [
        { runs: [{ text: 'Sales ' }, { text: 'up <b onclick=alert(2)>now</b>', bold: true }] },
      ],
    });
  });

  it('shows a hint in the editor while empty, and nothing in the preview', () => {
    const empty = textMeta.create({ id: 't-2', left: 0, top: 0 });
    const { unmount } = renderWithProviders(<TextView component={empty} mode="edit" />);
    expect(screen.getByTestId('canvas-text-t-2').textContent).toBe('Double-click to type');
    unmount();
    renderWithProviders(<TextView component={empty} mode="preview" />);
    expect(screen.getByTestId('canvas-text-t-2').textContent).toBe('');
  });
});
