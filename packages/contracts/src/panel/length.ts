import { z } from 'zod';

/** A canvas length: generous, finite, never NaN. */
export const length = (min: number, max: number) => z.number().finite().min(min).max(max);
