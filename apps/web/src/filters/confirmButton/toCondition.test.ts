import { describe, expect, it } from 'vitest';
import { FILTER_WIDGET_METAS } from '../registry';
import { attrsOf } from '../datePeriod/testAttrs';

describe('confirm button toCondition', () => {
  it('never filters anything itself', () => {
    const meta = FILTER_WIDGET_METAS.confirmButton!;
    expect(meta.toCondition([], attrsOf())).toBeNull();
    expect(meta.toCondition(['2024-05-01'], attrsOf())).toBeNull();
  });
});
