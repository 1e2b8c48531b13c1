import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@tessera/contracts';
import { glossaryProblems } from '@tessera/contracts/glossary';
import { messagesFor, type MessageTree } from '../../i18n/resources';

/** The bundled help page (public/docs), one section per interface language. */
const here = dirname(fileURLToPath(import.meta.url));
const html = readFileSync(resolve(here, '../../../public/docs/index.html'), 'utf8');

function section(language: Language): string {
  const match = new RegExp(`<section id="${language}"[^>]*>([\\s\\S]*?)</section>`).exec(html);
  if (!match?.[1]) throw new Error(`no help section for ${language}`);
  return match[1]
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const text = (tree: MessageTree, path: string) =>
  path.split('.').reduce<MessageTree | string>((node, key) => (node as MessageTree)[key]!, tree);

/** Issue 19: the help page said data sources, datasets, charts and dashboards were to come. */
describe('the help page describes the product as it is, in every language', () => {
  it.each(LANGUAGES)('%s: names every menu and the history by their UI names', (language) => {
    const body = section(language);
    const messages = messagesFor(language);
    for (const key of ['menu.datasource', 'menu.dataset', 'menu.chart', 'menu.panel']) {
      expect(body, key).toContain(text(messages, key));
    }
    expect(body).toContain(text(messages, 'panel.header.history'));
  });

  it.each(LANGUAGES)('%s: promises nothing for later releases', (language) => {
    expect(section(language)).not.toMatch(/later release|后续版本|後續版本|coming soon|即将|即將/i);
  });

  it.each(LANGUAGES)('%s: uses the glossary terms', (language) => {
    expect(glossaryProblems({ help: section(language) }, language)).toEqual([]);
  });
});
