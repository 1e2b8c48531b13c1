import type { CustomAttrInput } from '@tessera/contracts';
import { AreaPicker } from './AreaPicker';

/** The map's own style panel: the area drawn (customAttr.areaCode). Loaded with the editor. */
export default function AreaPanel({
  attr,
  onAttr,
}: {
  attr: CustomAttrInput;
  onAttr(attr: CustomAttrInput): void;
}) {
  return (
    <AreaPicker value={attr.areaCode} onChange={(areaCode) => onAttr({ ...attr, areaCode })} />
  );
}
