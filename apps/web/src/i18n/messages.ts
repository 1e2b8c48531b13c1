import { VALIDATION_MESSAGES, type Language } from '@tessera/contracts';

export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** 'validation.password.tooShort' → { validation: { password: { tooShort } } }, so i18next's
 * dotted lookups find the shared contract texts beside ours. */
export function unflatten(flat: Readonly<Record<string, string>>): MessageTree {
  const tree: MessageTree = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = tree;
    parts.slice(0, -1).forEach((part) => {
      const next = node[part];
      if (typeof next === 'string') throw new Error(`i18n key ${key} collides with a text`);
      node = next ?? (node[part] = {});
    });
    node[parts[parts.length - 1]!] = value;
  }
  return tree;
}

/**
 * One language's texts as i18next reads them: the main file and every feature's file (each
 * holding top-level keys of its own), plus the contracts' validation messages.
 */
export function mergeTexts(language: Language, files: readonly MessageTree[]): MessageTree {
  return Object.assign({}, ...files, unflatten(VALIDATION_MESSAGES[language])) as MessageTree;
}
