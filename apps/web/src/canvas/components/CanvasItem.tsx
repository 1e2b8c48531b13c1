import type { ComponentType, CSSProperties } from 'react';
import type { CanvasComponent } from '@tessera/contracts';
import { ComponentBoundary } from './ComponentBoundary';
import { FrameSizeContext, useCanvasScale } from './frameContext';
// A cycle by design (group → CanvasItem → registry → group): used only while rendering.
import { componentMeta } from './registry';
import type { ComponentViewProps } from './types';
import './canvas.css';

export interface CanvasItemProps {
  component: CanvasComponent;
  mode: 'edit' | 'preview';
  /** Where the box sits in its parent: screen px on the canvas, percentages inside a group. */
  place: CSSProperties;
  /** The box's size in canvas px (before zoom). */
  size: { width: number; height: number };
  /** Inner padding in canvas px (the dashboard's gap). */
  gap?: number;
  zIndex?: number;
}

/**
 * One component placed for viewing: its box, the gap inside it, and its View — drawn at the
 * box's on-screen size (charts, groups) or at its canvas size and scaled with the canvas (text,
 * shapes, pictures keep their proportions at any zoom). A View that throws fails alone.
 */
export function CanvasItem({ component, mode, place, size, gap = 0, zIndex }: CanvasItemProps) {
  const scale = useCanvasScale();
  const meta = componentMeta(component.component);
  const View = meta.View as ComponentType<ComponentViewProps>;
  const inner = {
    width: Math.max(0, size.width - 2 * gap),
    height: Math.max(0, size.height - 2 * gap),
  };
  const scaled = scale.x !== 1 || scale.y !== 1;
  const view = <View component={component} mode={mode} />;
  return (
    <div
      className="canvas-item"
      style={{ ...place, zIndex }}
      data-component-id={component.id}
      data-component-type={component.component}
    >
      <div
        className="canvas-item__inner"
        style={{
          left: gap * scale.x,
          top: gap * scale.y,
          right: gap * scale.x,
          bottom: gap * scale.y,
        }}
      >
        <FrameSizeContext.Provider value={inner}>
          <ComponentBoundary>
            {meta.drawsAtScreenSize ? (
              view
            ) : (
              <div
                style={{
                  width: inner.width,
                  height: inner.height,
                  transform: scaled ? `scale(${scale.x}, ${scale.y})` : undefined,
                  transformOrigin: '0 0',
                }}
              >
                {view}
              </div>
            )}
          </ComponentBoundary>
        </FrameSizeContext.Provider>
      </div>
    </div>
  );
}
