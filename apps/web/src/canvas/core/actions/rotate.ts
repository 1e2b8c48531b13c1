import { placingAction } from './placing';

/** A rotate handle's release: the component's new angle, as one change. */
export const rotateAction = placingAction('rotate');
