// Which type changes a field may ask for (SPEC §3 codes: 0 text, 1 time, 2 number). Text can
// become a number or a time (values that do not parse become NULL, never an error); anything
// can become text. A number is not a time nor a time a number: no reading of one as the other
// is safe enough to offer.
import type { DeType } from '@tessera/contracts';
import { DE_TYPE } from '@tessera/contracts';

export function castAllowed(from: DeType, to: DeType): boolean {
  return from === to || to === DE_TYPE.text || from === DE_TYPE.text;
}
