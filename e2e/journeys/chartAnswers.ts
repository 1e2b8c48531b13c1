import type { Page, Request } from '@playwright/test';

/** What a chart data call asked for (the parts the journeys look at). */
export interface ChartCallBody {
  filter: { componentId?: string; operator: string; value: unknown[]; dateGrouping?: string }[];
  linkageFilters: { value: unknown[] }[];
  drill: unknown[];
}

export interface ChartAnswer {
  /** The chart's title: every answer names its chart. */
  title: string;
  body: ChartCallBody;
  /** The answer's data, as JSON. */
  data: string;
}

/** A signed-in user's chart data call, and a share-link visitor's (issue 23). */
const isChartDataCall = (url: string) =>
  url.includes('/chart/view/getData/') || url.includes('/api/link/chart/getData/');

/**
 * Every chart data call the page sends and every answer it receives, by chart title. A body the
 * browser no longer holds (the page moved on, or the test ended while it was read) is skipped,
 * never an error: a listener that throws after its test fails that test for nothing.
 */
export function watchChartAnswers(page: Page) {
  const answers: ChartAnswer[] = [];
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isChartDataCall(request.url())) sent.push(request);
  });
  page.on('response', async (response) => {
    if (!isChartDataCall(response.url()) || !response.ok()) return;
    const answer = (await response.json().catch(() => null)) as {
      data?: { title: string; data: unknown };
    } | null;
    if (!answer?.data) return;
    answers.push({
      title: answer.data.title,
      body: response.request().postDataJSON() as ChartCallBody,
      data: JSON.stringify(answer.data.data),
    });
  });
  return {
    answers,
    /** The last answer of a chart. */
    last: (title: string) => answers.findLast((a) => a.title === title),
    /** How many answers arrived so far (a mark to count from). */
    answerMark: () => answers.length,
    /** A chart's answers since a mark. */
    since: (mark: number, title: string) => answers.slice(mark).filter((a) => a.title === title),
    /** How many chart requests went out so far (a mark to count from). */
    requestMark: () => sent.length,
    /** What the requests since a mark asked for. */
    sentSince: (mark: number) => sent.slice(mark).map((r) => r.postDataJSON() as ChartCallBody),
  };
}

export type ChartAnswers = ReturnType<typeof watchChartAnswers>;
