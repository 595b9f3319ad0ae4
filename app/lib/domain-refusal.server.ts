import * as v from "valibot";
import { HttpError } from "./http.server.ts";

export type RefusalReason = "invalid" | "too-long" | "not-found" | "taken" | "wrong-type" | "over-quota";

export interface Refusal {
  ok: false;
  reason: RefusalReason;
  message: string;
  /** The form field to mark, when the message is about one of several alike (a row of a list). */
  field?: string;
}

export type Checked<T> = { ok: true; value: T } | Refusal;

export function refused(reason: RefusalReason, message: string, field?: string): Refusal {
  return { ok: false, reason, message, ...(field ? { field } : {}) };
}

const TOO_LONG = "too long";

/** A length rule valibot's `maxLength` cannot state (a sum, a rule over several fields): refused as too long too. */
export function tooLong<T>(fits: (input: T) => boolean, message: string) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (dataset.typed && !fits(dataset.value)) addIssue({ message, expected: TOO_LONG });
  });
}

export type FieldNames = (keys: readonly unknown[]) => string | undefined;

export function invalidInput(issue: v.BaseIssue<unknown>, fieldOf?: FieldNames): Refusal {
  const reason = issue.type === "max_length" || issue.expected === TOO_LONG ? "too-long" : "invalid";
  return refused(reason, issue.message, fieldOf?.(issue.path?.map((item) => item.key) ?? []));
}

export function checkInput<T extends v.GenericSchema>(
  schema: T,
  input: unknown,
  fieldOf?: FieldNames,
): Checked<v.InferOutput<T>> {
  const parsed = v.safeParse(schema, input, { abortEarly: true });
  return parsed.success ? { ok: true, value: parsed.output } : invalidInput(parsed.issues[0], fieldOf);
}

const STATUS: Record<RefusalReason, number> = {
  invalid: 400,
  "too-long": 413,
  "not-found": 404,
  taken: 409,
  "wrong-type": 415,
  "over-quota": 429,
};

export function refusalError(refusal: Refusal): HttpError {
  return new HttpError(STATUS[refusal.reason], refusal.message, undefined, refusal.field);
}

/** For the adapters: the result, or its refusal thrown as the HTTP answer. */
export function accepted<R extends { ok: true } | Refusal>(result: R): Exclude<R, Refusal> {
  if (!result.ok) throw refusalError(result);
  return result as Exclude<R, Refusal>;
}
