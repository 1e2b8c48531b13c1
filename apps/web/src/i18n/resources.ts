import { LANGUAGES, VALIDATION_MESSAGES, type Language } from '@tessera/contracts';
import en from './en.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';
import panelEn from './panel/en.json';
import panelZhCN from './panel/zh-CN.json';
import panelZhTW from './panel/zh-TW.json';
import panelEditorEn from './panelEditor/en.json';
import panelEditorZhCN from './panelEditor/zh-CN.json';
import panelEditorZhTW from './panelEditor/zh-TW.json';
import filtersEn from './filters/en.json';
import filtersZhCN from './filters/zh-CN.json';
import filtersZhTW from './filters/zh-TW.json';
import filterDateEn from './filterDate/en.json';
import filterDateZhCN from './filterDate/zh-CN.json';
import filterDateZhTW from './filterDate/zh-TW.json';
import interactionEn from './interaction/en.json';
import interactionZhCN from './interaction/zh-CN.json';
import interactionZhTW from './interaction/zh-TW.json';
import interactionEditorEn from './interactionEditor/en.json';
import interactionEditorZhCN from './interactionEditor/zh-CN.json';
import interactionEditorZhTW from './interactionEditor/zh-TW.json';
import runtimeEn from './runtime/en.json';
import runtimeZhCN from './runtime/zh-CN.json';
import runtimeZhTW from './runtime/zh-TW.json';
import defaultsEn from './defaults/en.json';
import defaultsZhCN from './defaults/zh-CN.json';
import defaultsZhTW from './defaults/zh-TW.json';
import calculatedEn from './calculated/en.json';
import calculatedZhCN from './calculated/zh-CN.json';
import calculatedZhTW from './calculated/zh-TW.json';
import wordsEn from './words/en.json';
import wordsZhCN from './words/zh-CN.json';
import wordsZhTW from './words/zh-TW.json';
import orgsEn from './orgs/en.json';
import orgsZhCN from './orgs/zh-CN.json';
import orgsZhTW from './orgs/zh-TW.json';
import rolesEn from './roles/en.json';
import rolesZhCN from './roles/zh-CN.json';
import rolesZhTW from './roles/zh-TW.json';
import usersEn from './users/en.json';
import usersZhCN from './users/zh-CN.json';
import usersZhTW from './users/zh-TW.json';
import datasetPermissionsEn from './datasetPermissions/en.json';
import datasetPermissionsZhCN from './datasetPermissions/zh-CN.json';
import datasetPermissionsZhTW from './datasetPermissions/zh-TW.json';
import grantsEn from './grants/en.json';
import grantsZhCN from './grants/zh-CN.json';
import grantsZhTW from './grants/zh-TW.json';
import shareEn from './share/en.json';
import shareZhCN from './share/zh-CN.json';
import shareZhTW from './share/zh-TW.json';
import systemParameterEn from './systemParameter/en.json';
import systemParameterZhCN from './systemParameter/zh-CN.json';
import systemParameterZhTW from './systemParameter/zh-TW.json';

export interface MessageTree {
  [key: string]: string | MessageTree;
}

/**
 * The app's own texts: the main files plus a file per large feature (each holding its own
 * top-level keys), so features grow their texts without touching one shared file.
 */
export const FEATURE_TEXTS: Record<Language, MessageTree>[] = [
  { 'zh-CN': panelZhCN, 'zh-TW': panelZhTW, en: panelEn },
  { 'zh-CN': panelEditorZhCN, 'zh-TW': panelEditorZhTW, en: panelEditorEn },
  { 'zh-CN': filtersZhCN, 'zh-TW': filtersZhTW, en: filtersEn },
  { 'zh-CN': filterDateZhCN, 'zh-TW': filterDateZhTW, en: filterDateEn },
  { 'zh-CN': interactionZhCN, 'zh-TW': interactionZhTW, en: interactionEn },
  { 'zh-CN': interactionEditorZhCN, 'zh-TW': interactionEditorZhTW, en: interactionEditorEn },
  { 'zh-CN': runtimeZhCN, 'zh-TW': runtimeZhTW, en: runtimeEn },
  { 'zh-CN': defaultsZhCN, 'zh-TW': defaultsZhTW, en: defaultsEn },
  { 'zh-CN': calculatedZhCN, 'zh-TW': calculatedZhTW, en: calculatedEn },
  { 'zh-CN': wordsZhCN, 'zh-TW': wordsZhTW, en: wordsEn },
  { 'zh-CN': orgsZhCN, 'zh-TW': orgsZhTW, en: orgsEn },
  { 'zh-CN': rolesZhCN, 'zh-TW': rolesZhTW, en: rolesEn },
  { 'zh-CN': usersZhCN, 'zh-TW': usersZhTW, en: usersEn },
  {
    'zh-CN': datasetPermissionsZhCN,
    'zh-TW': datasetPermissionsZhTW,
    en: datasetPermissionsEn,
  },
  { 'zh-CN': grantsZhCN, 'zh-TW': grantsZhTW, en: grantsEn },
  { 'zh-CN': shareZhCN, 'zh-TW': shareZhTW, en: shareEn },
  {
    'zh-CN': systemParameterZhCN,
    'zh-TW': systemParameterZhTW,
    en: systemParameterEn,
  },
];

const MAIN: Record<Language, MessageTree> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };

const OWN = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.assign({}, MAIN[language], ...FEATURE_TEXTS.map((feature) => feature[language])),
  ]),
) as Record<Language, MessageTree>;

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

/** Every key path of a tree, dotted, sorted: the i18n key-set test compares these. */
export function keyPaths(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
    )
    .sort();
}

export function messagesFor(language: Language): MessageTree {
  return { ...OWN[language], ...unflatten(VALIDATION_MESSAGES[language]) };
}

export const RESOURCES = Object.fromEntries(
  LANGUAGES.map((language) => [language, { translation: messagesFor(language) }]),
) as Record<Language, { translation: MessageTree }>;
