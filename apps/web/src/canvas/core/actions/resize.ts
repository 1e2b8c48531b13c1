import { placingAction } from './placing';

/** A resize handle's release: the component's new box, as one change. */
export const resizeAction = placingAction('resize');
