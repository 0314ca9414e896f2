import { array, type Infer, object, optional, record, type Struct, string } from 'superstruct';

/**
 * Every successful answer wraps its payload as `{ data }` (spec 3 "Responses", DESIGN "Wire format"), so one
 * helper builds the response struct of any payload struct.
 */
export function dataEnvelope<T, S>(struct: Struct<T, S>): Struct<{ data: T }, { data: Struct<T, S> }> {
  // Stated rather than inferred: the inferred type names superstruct's `Simplify` from `superstruct/dist/utils`,
  // which the published types could not name under node16/nodenext resolution.
  return object({ data: struct }) as unknown as Struct<{ data: T }, { data: Struct<T, S> }>;
}

/** `error.fields`: field name -> spec 5 error keys, so a form can show them under the field. */
export const fieldErrorsStruct = record(string(), array(string()));
export type FieldErrorMap = Infer<typeof fieldErrorsStruct>;

/** Every failed answer: `{ error: { code, message, fields? } }` (DESIGN "Wire format"). */
export const errorEnvelopeStruct = object({
  error: object({
    code: string(),
    message: string(),
    fields: optional(fieldErrorsStruct),
  }),
});
export type ErrorEnvelope = Infer<typeof errorEnvelopeStruct>;
