import type { CSSProperties } from 'react';

/**
 * The pickers fill the widget's box and write in the host's font (FilterView sets the SPEC §9
 * 14 px / 500 from the component style); antd would otherwise use its own token size.
 */
const HOST_FONT: CSSProperties = { fontSize: 'inherit', fontWeight: 'inherit' };

export const PICKER_STYLES = {
  root: { width: '100%', height: '100%', ...HOST_FONT },
  input: HOST_FONT,
} satisfies { root: CSSProperties; input: CSSProperties };
