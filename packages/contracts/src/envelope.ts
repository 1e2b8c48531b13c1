import { z } from 'zod';

/** DESIGN §4: every JSON reply is `{ success, code, message, data }`. */
export interface ApiEnvelope<T> {
  success: boolean;
  /** Stable machine string, e.g. `AUTH_INVALID_CREDENTIALS`; `OK` on success. */
  code: string;
  /** Localised from Accept-Language; empty on success. */
  message: string;
  data: T;
}

export const apiEnvelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), code: z.string(), message: z.string(), data });
