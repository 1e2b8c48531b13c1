import type { CSSProperties } from 'react';
import type { CanvasComponent, GroupComponent, GroupStyle } from '@tessera/contracts';
import { CanvasItem } from '../CanvasItem';
import { useFrameSize } from '../frameContext';
import type { ComponentViewProps } from '../types';

/** A child's place as fractions of its group's box (groupStyle; derived if a child lacks it). */
export function childFractions(child: CanvasComponent, group: GroupComponent): GroupStyle {
  if (child.groupStyle) return child.groupStyle;
  const { width, height } = group.style;
  return {
    left: child.style.left / width,
    top: child.style.top / height,
    width: child.style.width / width,
    height: child.style.height / height,
    rotate: child.style.rotate,
  };
}

const percent = (fraction: number) => `${fraction * 100}%`;

/** Where a child sits inside its group: percentages, so the group can be any size. */
export function childPlaceCss(fractions: GroupStyle, opacity: number): CSSProperties {
  return {
    position: 'absolute',
    left: percent(fractions.left),
    top: percent(fractions.top),
    width: percent(fractions.width),
    height: percent(fractions.height),
    transform: fractions.rotate ? `rotate(${fractions.rotate}deg)` : undefined,
    opacity: opacity === 1 ? undefined : opacity,
  };
}

/** A group: its children placed by their fractions of its box, groups inside groups too. */
export function GroupView({ component, mode }: ComponentViewProps<GroupComponent>) {
  const size = useFrameSize() ?? component.style;
  return (
    <div
      style={{ position: 'relative', width: '100%', height: '100%' }}
      data-testid={`canvas-group-${component.id}`}
    >
      {component.propValue.map((child, i) => {
        const fractions = childFractions(child, component);
        return (
          <CanvasItem
            key={child.id}
            component={child}
            mode={mode}
            place={childPlaceCss(fractions, child.style.opacity)}
            size={{ width: fractions.width * size.width, height: fractions.height * size.height }}
            zIndex={i + 1}
          />
        );
      })}
    </div>
  );
}
