import { useId } from 'react';
import type { JoinType } from '@tessera/contracts';

export interface JoinTypeIconProps {
  type: JoinType;
  /** Width in pixels; the height is two thirds of it. */
  size?: number;
  /** Placed inside an SVG (the diagram) instead of as an inline element. */
  x?: number;
  y?: number;
}

/**
 * The usual two-circle picture of a join: the shaded part is what the result keeps (inner: the
 * overlap; left / right: one whole circle; full: both).
 */
export function JoinTypeIcon({ type, size = 24, x, y }: JoinTypeIconProps) {
  const clip = useId();
  const fill = 'var(--dsj-join-fill, #1677ff)';
  const stroke = 'var(--dsj-join-stroke, #1677ff)';
  return (
    <svg
      width={size}
      height={(size * 2) / 3}
      viewBox="0 0 24 16"
      x={x}
      y={y}
      className="dsj-type-icon"
      data-join-type={type}
      aria-hidden
    >
      <defs>
        <clipPath id={clip}>
          <circle cx="9" cy="8" r="6.5" />
        </clipPath>
      </defs>
      {(type === 'left' || type === 'full') && <circle cx="9" cy="8" r="6.5" fill={fill} />}
      {(type === 'right' || type === 'full') && <circle cx="15" cy="8" r="6.5" fill={fill} />}
      {type === 'inner' && <circle cx="15" cy="8" r="6.5" fill={fill} clipPath={`url(#${clip})`} />}
      <circle cx="9" cy="8" r="6.5" fill="none" stroke={stroke} strokeWidth="1.2" />
      <circle cx="15" cy="8" r="6.5" fill="none" stroke={stroke} strokeWidth="1.2" />
    </svg>
  );
}
