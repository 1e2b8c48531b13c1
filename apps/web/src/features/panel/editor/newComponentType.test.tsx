import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../test/canvasChunks';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { StarOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { CanvasComponent, CanvasComponentType, RectComponent } from '@tessera/contracts';
import { ComponentStylePane } from './ComponentStylePane';
import { Palette } from './Palette';
import { isPaletteItem } from './paletteItems';
import { renderInEditor } from './interactions/testHarness';
import { i18n, initI18n } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { CanvasItem } from '../../../canvas/components/CanvasItem';
import {
  componentMeta,
  registerComponent,
  registeredComponents,
  type AnyComponentMeta,
} from '../../../canvas/components/registry';
import { baseOf } from '../../../canvas/components/shared';
import type {
  CanvasComponentMeta,
  ComponentViewProps,
  OptionsPaneProps,
} from '../../../canvas/components/types';

/**
 * The canvas component seam (DESIGN §3): a type made here — a sticky note, as a newcomer would
 * add it in its own folder — is registered through the registry's own registerComponent, and
 * then the palette lists it, the canvas draws it and the side panel shows its options pane,
 * with no other file touched. The contracts do not know the type (a real one adds its schema
 * to the stored document's component union), hence the casts where it meets them.
 */

const NOTE = 'fixture-note';
type NoteComponent = Omit<RectComponent, 'component' | 'propValue'> & {
  component: typeof NOTE;
  propValue: { text: string };
};

function NoteView({ component }: ComponentViewProps<NoteComponent>) {
  return <div data-testid={`note-${component.id}`}>{component.propValue.text}</div>;
}

function NoteOptionsPane({ component, onReplace }: OptionsPaneProps<NoteComponent>) {
  return (
    <Input
      data-testid="note-text"
      defaultValue={component.propValue.text}
      onBlur={(e) => onReplace({ ...component, propValue: { text: e.target.value } })}
    />
  );
}

const noteMeta: CanvasComponentMeta<NoteComponent> = {
  type: NOTE,
  labelKey: 'fixtureNote.name',
  palette: [
    {
      item: NOTE,
      order: 35,
      icon: <StarOutlined />,
      labelKey: 'fixtureNote.name',
      hintKey: 'fixtureNote.hint',
    },
  ],
  defaultSize: { width: 160, height: 120 },
  drawsAtScreenSize: false,
  styleSections: { text: false, box: true },
  OptionsPane: NoteOptionsPane,
  create: ({ id, left, top }) => ({
    ...baseOf(id, { left, top, width: 160, height: 120 }),
    component: NOTE,
    propValue: { text: 'Remember the milk' },
  }),
  View: NoteView,
};

const asComponent = (note: NoteComponent) => note as unknown as CanvasComponent;

// The side panel draws many antd controls; the machine running tests may be busy.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await initI18n('en');
  i18n.addResources('en', 'translation', {
    'fixtureNote.name': 'Sticky note',
    'fixtureNote.hint': 'Drag onto the canvas, or click to add a sticky note',
  });
  registerComponent(noteMeta as unknown as AnyComponentMeta);
});
afterEach(cleanup);

describe('a canvas component type added in its own folder', () => {
  it('is registered beside the built-in types', () => {
    expect(componentMeta(NOTE as CanvasComponentType)).toBe(noteMeta);
    expect(registeredComponents().map((meta) => meta.type)).toContain(NOTE);
  });

  it('is listed in the palette at its place, and a click asks to add it', () => {
    const onAdd = vi.fn();
    renderWithProviders(<Palette onAdd={onAdd} onAddFilter={vi.fn()} />);
    const items = within(screen.getByTestId('panel-palette'))
      .getAllByRole('button')
      .map((button) => button.dataset.testid)
      .filter((id) => !id?.startsWith('palette-filter-'));
    expect(items).toEqual([
      'palette-text',
      'palette-rect',
      'palette-button',
      'palette-fixture-note',
      'palette-picture',
      'palette-user-view',
      'palette-picture-upload',
    ]);
    const item = screen.getByTestId('palette-fixture-note');
    expect(item.textContent).toBe('Sticky note');
    fireEvent.click(item);
    expect(onAdd).toHaveBeenCalledWith(NOTE);
    expect(isPaletteItem(NOTE)).toBe(true);
  });

  it('is drawn on the canvas by its own View', () => {
    const note = noteMeta.create({ id: 'n1', left: 0, top: 0 });
    renderWithProviders(
      <CanvasItem
        component={asComponent(note)}
        mode="preview"
        place={{ left: 0, top: 0 }}
        size={{ width: 160, height: 120 }}
      />,
    );
    expect(screen.getByTestId('note-n1').textContent).toBe('Remember the milk');
  });

  it('shows its options pane in the side panel, whose change is one edit of the component', () => {
    const note = noteMeta.create({ id: 'n1', left: 0, top: 0 });
    const { store } = renderInEditor(
      <ComponentStylePane
        onPickChart={vi.fn()}
        onEditChart={vi.fn()}
        onDetails={vi.fn()}
        onPickPicture={vi.fn()}
      />,
      { components: [asComponent(note)], selected: ['n1'] },
    );
    const pane = screen.getByTestId('component-style-pane');
    expect(pane.querySelector('.panel-side__kind')?.textContent).toBe('Sticky note');
    // The shared box section it asked for, and not the text section it did not.
    expect(screen.getByTestId('style-backgroundColor')).not.toBeNull();
    expect(screen.queryByTestId('style-fontSize')).toBeNull();

    const text = screen.getByTestId('note-text');
    fireEvent.change(text, { target: { value: 'Call the bank' } });
    fireEvent.blur(text);
    const saved = store.getState().editor.doc.components[0] as unknown as NoteComponent;
    expect(saved.propValue.text).toBe('Call the bank');
    store.getState().run('undo');
    const undone = store.getState().editor.doc.components[0] as unknown as NoteComponent;
    expect(undone.propValue.text).toBe('Remember the milk');
  });
});
