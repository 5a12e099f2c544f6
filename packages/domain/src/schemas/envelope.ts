import { z } from 'zod';

/** Every JSON answer of the API (PRODUCT.md). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ querySuccess: z.literal(true), queryData: data, queryError: z.null() });

export const errorEnvelope = z.object({
  querySuccess: z.literal(false),
  queryData: z.null(),
  queryError: z.string(),
});

export type Envelope<T> = { querySuccess: true; queryData: T; queryError: null };
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
