import { describe, expect, it } from 'vitest';
import { overallPercent, startExportTask, type ExportProgress } from './exportTask';

describe('overallPercent', () => {
  it('places each step on its span of the bar, in order', () => {
    expect(overallPercent('charts', 0)).toBe(0);
    expect(overallPercent('charts', 1)).toBe(25);
    expect(overallPercent('drawing', 0.5)).toBe(48);
    expect(overallPercent('composing', 1)).toBe(95);
    expect(overallPercent('saving', 1)).toBe(100);
  });

  it('clamps fractions out of range', () => {
    expect(overallPercent('drawing', -3)).toBe(25);
    expect(overallPercent('drawing', 7)).toBe(70);
    expect(overallPercent('drawing', Number.NaN)).toBe(25);
  });
});

describe('startExportTask', () => {
  it('reports each step and ends done', async () => {
    const seen: ExportProgress[] = [];
    const task = startExportTask(
      async ({ report, checkpoint }) => {
        report('charts', 0.5, { done: 2, total: 4 });
        await checkpoint();
        report('drawing', 1);
        report('composing', 0.5, { done: 1, total: 2 });
        report('saving', 1);
      },
      (p) => seen.push(p),
    );
    expect(await task.outcome).toEqual({ kind: 'done' });
    expect(seen).toEqual([
      { step: 'charts', percent: 13, done: 2, total: 4 },
      { step: 'drawing', percent: 70 },
      { step: 'composing', percent: 83, done: 1, total: 2 },
      { step: 'saving', percent: 100 },
    ]);
  });

  it('never moves the bar back', async () => {
    const percents: number[] = [];
    const task = startExportTask(
      async ({ report }) => {
        report('charts', 0.75);
        report('charts', 0.25); // a chart redrew after a resize
        report('drawing', 0);
      },
      (p) => percents.push(p.percent),
    );
    await task.outcome;
    expect(percents).toEqual([19, 19, 25]);
  });

  it('stops at the next checkpoint once cancelled, and reports nothing after', async () => {
    const steps: string[] = [];
    let reachedAfterCancel = false;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const task = startExportTask(
      async ({ report, checkpoint }) => {
        report('charts', 0);
        await gate;
        await checkpoint();
        reachedAfterCancel = true;
        report('drawing', 0);
      },
      (p) => steps.push(p.step),
    );
    task.cancel();
    release();
    expect(await task.outcome).toEqual({ kind: 'cancelled' });
    expect(reachedAfterCancel).toBe(false);
    expect(steps).toEqual(['charts']);
  });

  it('lets a job see the cancel on its signal (a wait that listens ends at once)', async () => {
    const task = startExportTask(
      ({ signal }) =>
        new Promise<void>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        ),
      () => undefined,
    );
    task.cancel();
    expect(await task.outcome).toEqual({ kind: 'cancelled' });
  });

  it('ends failed with the error when the job throws', async () => {
    const error = new Error('canvas too large');
    const task = startExportTask(
      async () => {
        throw error;
      },
      () => undefined,
    );
    expect(await task.outcome).toEqual({ kind: 'failed', error });
  });
});
