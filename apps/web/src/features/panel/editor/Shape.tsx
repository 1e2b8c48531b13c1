import { memo, useCallback, type CSSProperties, type PointerEvent, type MouseEvent } from 'react';
import { LockOutlined } from '@ant-design/icons';
import type { CanvasComponent, RichText } from '@tessera/contracts';
import { boxCss, placeCss } from '../../../canvas/components/boxStyle';
import { componentMeta } from '../../../canvas/components/registry';
import { HANDLES, type Handle } from '../../../canvas/core/geometry';
import { startMove, startResize, startRotate, type CanvasFrame } from './gestures';
import { useEditor, useEditorStoreApi } from './editorStore';

export interface ShapeProps {
  index: number;
  frame: CanvasFrame;
  onContextMenu(event: MouseEvent, id: string): void;
  onOpen(component: CanvasComponent): void;
}

/** Handle positions on the box, as percentages. */
const HANDLE_AT: Record<Handle, { left: string; top: string; cursor: string }> = {
  lt: { left: '0%', top: '0%', cursor: 'nwse-resize' },
  t: { left: '50%', top: '0%', cursor: 'ns-resize' },
  rt: { left: '100%', top: '0%', cursor: 'nesw-resize' },
  r: { left: '100%', top: '50%', cursor: 'ew-resize' },
  rb: { left: '100%', top: '100%', cursor: 'nwse-resize' },
  b: { left: '50%', top: '100%', cursor: 'ns-resize' },
  lb: { left: '0%', top: '100%', cursor: 'nesw-resize' },
  l: { left: '0%', top: '50%', cursor: 'ew-resize' },
};

/**
 * One component on the editing canvas: placed and turned by its style, its content drawn by its
 * type's View, and — when selected — an outline, eight resize handles and a rotate handle.
 * Locked components show a lock and take no gesture but selection (SPEC §4).
 */
export const Shape = memo(function Shape({ index, frame, onContextMenu, onOpen }: ShapeProps) {
  const store = useEditorStoreApi();
  const component = useEditor((s) => s.editor.doc.components[index]);
  const id = component?.id ?? '';
  const selected = useEditor((s) => s.editor.selection.includes(id));
  const alone = useEditor((s) => s.editor.selection.length === 1);
  const editing = useEditor((s) => s.editingTextId === id);

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      if (event.button !== 0 || editing || !component) return;
      event.stopPropagation();
      const state = store.getState();
      if (event.ctrlKey || event.metaKey || event.shiftKey) {
        state.run('select', { ids: [id], toggle: true });
        return;
      }
      if (!state.editor.selection.includes(id)) state.run('select', { ids: [id] });
      startMove(store, frame, event);
    },
    [component, editing, frame, id, store],
  );

  const onTextChange = useCallback(
    (value: RichText) => {
      const state = store.getState();
      const current = state.editor.doc.components.find((c) => c.id === id);
      if (
        current?.component === 'text' &&
        JSON.stringify(current.propValue) !== JSON.stringify(value)
      )
        state.run('replaceComponent', { ...current, propValue: value });
      state.setEditingText(null);
    },
    [id, store],
  );

  if (!component) return null;
  const locked = component.isLock;
  const handles = selected && alone && !locked && !editing;
  const style: CSSProperties = { ...placeCss(component.style), zIndex: index + 1 };
  return (
    <div
      className={`panel-shape${selected ? ' panel-shape--selected' : ''}${locked ? ' panel-shape--locked' : ''}`}
      style={style}
      data-testid={`shape-${component.component}`}
      data-shape-id={id}
      onPointerDown={onPointerDown}
      onDoubleClick={() => {
        if (locked) return;
        if (component.component === 'text') store.getState().setEditingText(id);
        else onOpen(component);
      }}
      onContextMenu={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onContextMenu(event, id);
      }}
    >
      <ShapeContent component={component} editing={editing} onTextChange={onTextChange} />
      {/* In edit mode the content is looked at, not used: the mask takes the pointer. */}
      {!editing && <div className="panel-shape__mask" />}
      {locked && <LockOutlined className="panel-shape__lock" aria-label="locked" />}
      {handles &&
        HANDLES.map((handle) => (
          <span
            key={handle}
            className="panel-shape__handle"
            data-handle={handle}
            style={{
              left: HANDLE_AT[handle].left,
              top: HANDLE_AT[handle].top,
              cursor: HANDLE_AT[handle].cursor,
            }}
            onPointerDown={(event) => {
              if (event.button !== 0) return;
              event.stopPropagation();
              startResize(store, frame, component, handle, event);
            }}
          />
        ))}
      {handles && (
        <span
          className="panel-shape__rotate"
          data-handle="rotate"
          onPointerDown={(event) => {
            if (event.button !== 0) return;
            event.stopPropagation();
            startRotate(store, frame, component, event);
          }}
        />
      )}
    </div>
  );
});

/**
 * The component's own drawing. A move changes only left/top, so the content (a chart, a picture)
 * is not redrawn while the component is dragged.
 */
const ShapeContent = memo(
  function ShapeContent({
    component,
    editing,
    onTextChange,
  }: {
    component: CanvasComponent;
    editing: boolean;
    onTextChange: (value: RichText) => void;
  }) {
    const { View } = componentMeta(component.component);
    return (
      <div className="panel-shape__content" style={boxCss(component.style)}>
        <View component={component} mode="edit" editing={editing} onTextChange={onTextChange} />
      </div>
    );
  },
  (a, b) =>
    a.editing === b.editing &&
    a.onTextChange === b.onTextChange &&
    sameExceptPlace(a.component, b.component),
);

function sameExceptPlace(a: CanvasComponent, b: CanvasComponent): boolean {
  if (a === b) return true;
  if (a.propValue !== b.propValue || a.component !== b.component) return false;
  const { left: _al, top: _at, ...restA } = a.style;
  const { left: _bl, top: _bt, ...restB } = b.style;
  return (Object.keys(restA) as (keyof typeof restA)[]).every((key) => restA[key] === restB[key]);
}
