import { z } from 'zod';
import { idSchema } from '../dataset.js';
import { panelBackgroundSchema, panelChartStyleSchema } from './canvas-style.js';
import { panelNameSchema } from './document.js';

// Themes (subjects): POST /panel/subject/querySubjectWithGroup, POST /panel/subject/update,
// DELETE /panel/subject/delete/{id} (30 s).

export const subjectDetailsSchema = z.strictObject({
  panel: panelBackgroundSchema.omit({ gap: true }),
  chart: panelChartStyleSchema,
});
export type SubjectDetails = z.output<typeof subjectDetailsSchema>;

export interface PanelSubject {
  id: string;
  /** Saved themes: the name given; built-in ones: their name in the caller's language. */
  name: string;
  builtin: boolean;
  details: SubjectDetails;
}

export const subjectSaveSchema = z.strictObject({
  id: idSchema.optional(),
  name: panelNameSchema,
  details: subjectDetailsSchema,
});
export type SubjectSave = z.input<typeof subjectSaveSchema>;

/** Built-in themes: their ids start with `builtin-` and cannot be changed or deleted. */
export const BUILTIN_SUBJECT_PREFIX = 'builtin-';

const themeChart = (colors: string[], text: string, background: string) => ({
  customAttr: {
    color: { colors },
    label: { color: text },
    tooltip: { color: text },
  },
  customStyle: {
    text: { color: text },
    legend: { color: text },
    xAxis: { labelColor: text },
    yAxis: { labelColor: text },
    background: { color: background },
  },
});

/** The built-in themes (names are i18n keys `panelTheme.<key>` on the web, localised server side). */
export const BUILTIN_SUBJECTS: readonly { id: string; key: string; details: SubjectDetails }[] = [
  {
    id: 'builtin-light',
    key: 'light',
    details: subjectDetailsSchema.parse({
      panel: { color: '#f5f6f7', backgroundType: 'color', imageUrl: '' },
      chart: themeChart(
        [
          '#5470c6',
          '#91cc75',
          '#fac858',
          '#ee6666',
          '#73c0de',
          '#3ba272',
          '#fc8452',
          '#9a60b4',
          '#ea7ccc',
        ],
        '#303133',
        '#ffffff',
      ),
    }),
  },
  {
    id: 'builtin-dark',
    key: 'dark',
    details: subjectDetailsSchema.parse({
      panel: { color: '#101624', backgroundType: 'color', imageUrl: '' },
      chart: themeChart(
        [
          '#4992ff',
          '#7cffb2',
          '#fddd60',
          '#ff6e76',
          '#58d9f9',
          '#05c091',
          '#ff8a45',
          '#8d48e3',
          '#dd79ff',
        ],
        '#d0d4dc',
        '#1b2336',
      ),
    }),
  },
  {
    id: 'builtin-ocean',
    key: 'ocean',
    details: subjectDetailsSchema.parse({
      panel: { color: '#eaf3fb', backgroundType: 'color', imageUrl: '' },
      chart: themeChart(
        [
          '#1f77b4',
          '#17becf',
          '#2ca02c',
          '#0b5394',
          '#6fa8dc',
          '#45818e',
          '#76a5af',
          '#3d85c6',
          '#a4c2f4',
        ],
        '#1d3557',
        '#ffffff',
      ),
    }),
  },
  {
    id: 'builtin-warm',
    key: 'warm',
    details: subjectDetailsSchema.parse({
      panel: { color: '#fbf5ef', backgroundType: 'color', imageUrl: '' },
      chart: themeChart(
        [
          '#e76f51',
          '#f4a261',
          '#e9c46a',
          '#2a9d8f',
          '#264653',
          '#d62828',
          '#f77f00',
          '#fcbf49',
          '#8d6e63',
        ],
        '#4a3728',
        '#fffdf9',
      ),
    }),
  },
];
