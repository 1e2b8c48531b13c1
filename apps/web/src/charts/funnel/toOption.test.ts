import { describe, expect, it } from 'vitest';
import { inputFor } from '../test/fixtures';
import { FUNNEL_BASE_OPTION, toOption } from './toOption';

describe('funnel toOption', () => {
  it('starts from the JSON base option and draws 80 % wide, centred, widest first', () => {
    expect(JSON.parse(FUNNEL_BASE_OPTION)).toMatchObject({ series: [{ type: 'funnel' }] });
    expect(toOption(inputFor('funnel'))).toMatchObject({
      series: [
        {
          type: 'funnel',
          width: '80%',
          left: '10%',
          sort: 'descending',
          data: [
            { name: 'Beijing', value: 1234567.891 },
            { name: 'Shanghai' },
            { name: 'Shenzhen' },
          ],
        },
      ],
    });
  });

  it('follows the width the user set', () => {
    expect(toOption(inputFor('funnel', undefined, { size: { funnelWidth: 50 } }))).toMatchObject({
      series: [{ width: '50%', left: '25%' }],
    });
  });
});
