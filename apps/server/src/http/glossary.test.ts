import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@tessera/contracts';
import { glossaryProblems } from '@tessera/contracts/glossary';
import { SQL_REFUSALS } from '@tessera/engine';
import { DEMO_CHART_TITLES } from '../demo/chart-titles.js';
import { OTHERS_LABEL } from '../chart/words.js';
import { refusalReason } from '../dataset/sql-refusals.js';
import { DEMO_FIELD_NAMES } from '../dataset/demo.js';
import { DEMO_DATASET_NAMES, DEMO_FOLDER_NAMES, DEMO_WAREHOUSE_NAMES } from '../demo/texts.js';
import { DEMO_ANALYSIS_NAMES, DEMO_WIDGET_LABELS } from '../panel/demo-analysis.js';
import { DEMO_PANEL_NAMES } from '../panel/demo.js';
import { BUILTIN_SUBJECT_NAMES } from '../panel/subjects.js';
import { ERROR_MESSAGES } from './messages.js';

/** Every text the server answers in `language`, by a key naming where it comes from. */
function serverTexts(language: Language): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [code, text] of Object.entries(ERROR_MESSAGES[language]))
    texts[`error.${code}`] = text;
  for (const reason of [...SQL_REFUSALS, 'builtin_warehouse'])
    texts[`sqlRefusal.${reason}`] = refusalReason(reason, 'f')[language];
  for (const [key, title] of Object.entries(DEMO_CHART_TITLES[language]))
    texts[`demo.chart.${key}`] = title;
  for (const [key, name] of Object.entries(BUILTIN_SUBJECT_NAMES[language]))
    texts[`subject.${key}`] = name;
  for (const [key, name] of Object.entries(DEMO_FIELD_NAMES[language]))
    texts[`demo.field.${key}`] = name;
  for (const [key, name] of Object.entries(DEMO_WIDGET_LABELS[language]))
    texts[`demo.widget.${key}`] = name;
  texts['demo.warehouse'] = DEMO_WAREHOUSE_NAMES[language];
  texts['demo.folder'] = DEMO_FOLDER_NAMES[language];
  texts['demo.dataset'] = DEMO_DATASET_NAMES[language];
  texts['demo.panel.overview'] = DEMO_PANEL_NAMES[language];
  texts['demo.panel.analysis'] = DEMO_ANALYSIS_NAMES[language];
  texts['chart.others'] = OTHERS_LABEL[language];
  return texts;
}

describe('one term per concept across the server texts (issue 19)', () => {
  it.each(LANGUAGES)('%s names each concept by its glossary term only', (language) => {
    const texts = serverTexts(language);
    expect(Object.keys(texts).length).toBeGreaterThan(100);
    const problems = glossaryProblems(texts, language).map(
      (p) => `${p.key}: "${p.text}" says ${p.found} for the ${p.concept} (${p.preferred})`,
    );
    expect(problems).toEqual([]);
  });
});
