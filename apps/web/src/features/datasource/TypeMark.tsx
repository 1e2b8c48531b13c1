import type { DatasourceType } from '@tessera/contracts';
import { TYPE_PRESENTATION } from './datasourceTypes';

/** A type's mark: a small coloured tile with its initials, like a product logo. */
export function TypeMark({ type, size = 28 }: { type: DatasourceType; size?: number }) {
  const shown = TYPE_PRESENTATION[type];
  return (
    <span
      className="ds-type-mark"
      aria-hidden
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.4),
        background: shown.colour,
      }}
    >
      {shown.mark}
    </span>
  );
}
