/** The writers of messages with variable parts; error-codes.ts gives each one its code. */
export type Writer = 'required' | 'invalid' | 'tooLong' | 'planLimit' | 'photoJobLimit' | 'storageFull';

/** The variable parts of a message: a field's name, a number, a plan. */
export type MessageParams = Readonly<Record<string, string | number>>;

declare const writtenBrand: unique symbol;
/** A message written from variable parts by one of the writers below, never typed in by hand. */
export type WrittenMessage = string & { readonly [writtenBrand]: true };

/**
 * Every message written so far, with what it was written from. A zod failure carries only its
 * text, so this is how the server finds the code and the parameters of, say, "El nombre es
 * obligatorio". The writers are called with values from the code (fields of the schemas, plans,
 * limits), so the table holds no more entries than the product has messages.
 */
const WRITTEN = new Map<string, { writer: Writer; params: MessageParams }>();

export function written(writer: Writer, params: MessageParams, text: string): WrittenMessage {
  WRITTEN.set(text, { writer, params });
  return text as WrittenMessage;
}

export function writtenFrom(text: string): { writer: Writer; params: MessageParams } | undefined {
  return WRITTEN.get(text);
}
