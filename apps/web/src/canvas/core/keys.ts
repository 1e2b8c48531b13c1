import type { KeyLike } from './types';

/** Ctrl (or ⌘ on a Mac) with a letter, no Alt; Shift only where `shift` says so. */
export const ctrlKey =
  (letter: string, shift = false) =>
  (event: KeyLike): boolean =>
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    event.shiftKey === shift &&
    event.key.toLowerCase() === letter;

/** A key pressed alone: no Ctrl, ⌘, Alt or Shift. */
export const bareKey =
  (...names: string[]) =>
  (event: KeyLike): boolean =>
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !event.shiftKey &&
    names.includes(event.key);

/** Any of the tests. */
export const anyKey =
  (...tests: ((event: KeyLike) => boolean)[]) =>
  (event: KeyLike): boolean =>
    tests.some((test) => test(event));
