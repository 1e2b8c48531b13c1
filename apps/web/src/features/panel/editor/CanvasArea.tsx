import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { CanvasComponent } from '@tessera/contracts';
import { PanelChartsProvider } from '../../../canvas/charts/PanelChartsProvider';
import { usePanelImage } from '../../../canvas/components/picture/usePanelImage';
import {
  boxBetween,
  contains,
  outerBox,
  type Box,
  type Point,
} from '../../../canvas/core/geometry';
import { MATRIX_CELL } from '../../../canvas/core/snap';
import { panelChartSource } from '../panelChartSource';
import { toCanvasPoint, type CanvasFrame } from './gestures';
import { EmptyCanvasHint } from './EmptyCanvasHint';
import { Guides } from './Guides';
import { PALETTE_DRAG_TYPE, type PaletteItem } from './paletteItems';
import { Shape } from './Shape';
import { useEditor, useEditorStoreApi } from './editorStore';

export interface CanvasAreaProps {
  onContextMenu(event: MouseEvent, id: string | null): void;
  /** A palette item dropped at a canvas point. */
  onDrop(type: string, at: Point): void;
  onOpen(component: CanvasComponent): void;
  /** The empty canvas's hint adds a first component as a palette click would. */
  onAdd(item: PaletteItem): void;
}

/**
 * The editing canvas: the document's canvas at its zoom, its background and grid, every
 * component as a Shape, the guides of a drag, rubber-band selection on the empty canvas, and the
 * drop target of the palette.
 */
export function CanvasArea({ onContextMenu, onDrop, onOpen, onAdd }: CanvasAreaProps) {
  const store = useEditorStoreApi();
  const canvasStyle = useEditor((s) => s.editor.doc.canvasStyle);
  const ids = useEditor(useShallow((s) => s.editor.doc.components.map((c) => c.id)));
  const canvasRef = useRef<HTMLDivElement>(null);
  const [marquee, setMarquee] = useState<Box | null>(null);
  const scale = canvasStyle.scale / 100;
  const background = usePanelImage(
    canvasStyle.panel.backgroundType === 'image' ? canvasStyle.panel.imageUrl || null : null,
  ).src;

  const frame = useMemo<CanvasFrame>(
    () => ({
      scale,
      origin: () => {
        const rect = canvasRef.current?.getBoundingClientRect();
        return { x: rect?.left ?? 0, y: rect?.top ?? 0 };
      },
    }),
    [scale],
  );

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      if (event.button !== 0) return;
      // A text being edited ends by losing focus (its blur reports the text), which this press
      // does by itself; ending it here instead would unmount the editor before its blur.
      const start = toCanvasPoint(frame, event.clientX, event.clientY);
      const toggle = event.ctrlKey || event.metaKey || event.shiftKey;
      if (!toggle) store.getState().run('select', { ids: [] });
      const move = (e: globalThis.PointerEvent) =>
        setMarquee(boxBetween(start, toCanvasPoint(frame, e.clientX, e.clientY)));
      const up = (e: globalThis.PointerEvent) => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        setMarquee(null);
        const area = boxBetween(start, toCanvasPoint(frame, e.clientX, e.clientY));
        if (area.width < 3 && area.height < 3) return;
        const inside = store
          .getState()
          .editor.doc.components.filter((c) => contains(area, outerBox(c.style)))
          .map((c) => c.id);
        store.getState().run('select', { ids: inside, toggle });
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
    },
    [frame, store],
  );

  const onDragOver = (event: DragEvent) => {
    if (event.dataTransfer.types.includes(PALETTE_DRAG_TYPE)) {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    }
  };
  const onDropEvent = (event: DragEvent) => {
    const type = event.dataTransfer.getData(PALETTE_DRAG_TYPE);
    if (!type) return;
    event.preventDefault();
    onDrop(type, toCanvasPoint(frame, event.clientX, event.clientY));
  };

  const { panel } = canvasStyle;
  const gridSize = MATRIX_CELL * 2;
  return (
    <div className="editor-canvas-scroll" data-testid="editor-canvas-scroll">
      <div
        className="editor-canvas-frame"
        style={{ width: canvasStyle.width * scale, height: canvasStyle.height * scale }}
      >
        <div
          ref={canvasRef}
          className="editor-canvas"
          data-testid="editor-canvas"
          style={{
            width: canvasStyle.width,
            height: canvasStyle.height,
            transform: `scale(${scale})`,
            ['--inv-scale' as string]: String(1 / scale),
            backgroundColor: panel.color,
            backgroundImage: background ? `url("${background}")` : undefined,
            backgroundSize: background ? '100% 100%' : undefined,
          }}
          onPointerDown={onPointerDown}
          onDragOver={onDragOver}
          onDrop={onDropEvent}
          onContextMenu={(event) => {
            event.preventDefault();
            onContextMenu(event, null);
          }}
        >
          {canvasStyle.auxiliaryMatrix && (
            <div
              className="editor-canvas__grid"
              style={{ backgroundSize: `${gridSize}px ${gridSize}px` }}
            />
          )}
          <PanelChartsProvider canvasStyle={canvasStyle} source={panelChartSource}>
            {ids.map((id, index) => (
              <Shape
                key={id}
                index={index}
                frame={frame}
                onContextMenu={onContextMenu}
                onOpen={onOpen}
              />
            ))}
          </PanelChartsProvider>
          <Guides />
          {marquee && (
            <div
              className="panel-marquee"
              style={{
                left: marquee.left,
                top: marquee.top,
                width: marquee.width,
                height: marquee.height,
              }}
            />
          )}
        </div>
        {ids.length === 0 && <EmptyCanvasHint onAdd={onAdd} />}
      </div>
    </div>
  );
}
