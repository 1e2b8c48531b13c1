import type { FilterConditionDraft } from '../types';

/** The confirm button filters nothing itself: it applies the other widgets' held values. */
export const confirmButtonToCondition = (): FilterConditionDraft | null => null;
