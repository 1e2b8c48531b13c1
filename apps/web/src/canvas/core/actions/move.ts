import { placingAction } from './placing';

/** A drag's end: the moved components where the pointer left them, as one change. */
export const moveAction = placingAction('move');
