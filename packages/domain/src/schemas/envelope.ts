import { z } from 'zod';
import { ALL_ERROR_CODES } from '../error-codes.js';

/** Every JSON answer of the API (PRODUCT.md). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ querySuccess: z.literal(true), queryData: data, queryError: z.null() });

/** A refusal or a failure: the Spanish message, and the stable code a client translates or decides by. */
export const errorEnvelope = z.object({
  querySuccess: z.literal(false),
  queryData: z.null(),
  queryError: z.string().meta({ description: 'The message in Spanish, ready to show' }),
  errorCode: z.enum(ALL_ERROR_CODES).meta({ description: 'What went wrong; stable, unlike the message' }),
  errorParams: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .meta({ description: 'The variable parts of the message (a field, a limit, a plan), when it has any' }),
});

export type Envelope<T> = { querySuccess: true; queryData: T; queryError: null };
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
