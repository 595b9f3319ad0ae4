import * as v from "valibot";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type FieldCheck<T, K extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<K> };

/** A form's check before it posts, in the words of the schema the server checks with: the first message, if any. */
export function firstIssue(schema: v.GenericSchema, input: unknown): string | undefined {
  const parsed = v.safeParse(schema, input, { abortEarly: true });
  return parsed.success ? undefined : parsed.issues[0].message;
}

export function checkFields<T extends v.GenericSchema, K extends string>(
  schema: T,
  input: unknown,
): FieldCheck<v.InferOutput<T>, K> {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return { ok: true, value: parsed.output };
  const errors: FieldErrors<K> = {};
  for (const [key, messages] of Object.entries(v.flatten(parsed.issues).nested ?? {})) {
    if (messages?.[0]) errors[key as K] = messages[0];
  }
  return { ok: false, errors };
}
