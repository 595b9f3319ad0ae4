import type * as v from "valibot";
import { HttpError } from "./http.server.ts";

export type RefusalReason = "invalid" | "too-long" | "not-found" | "taken";

export interface Refusal {
  ok: false;
  reason: RefusalReason;
  message: string;
  /** The form field to mark, when the message is about one of several alike (a row of a list). */
  field?: string;
}

export function refused(reason: RefusalReason, message: string, field?: string): Refusal {
  return { ok: false, reason, message, ...(field ? { field } : {}) };
}

export function invalidInput(issue: v.BaseIssue<unknown>): Refusal {
  return refused(issue.type === "max_length" ? "too-long" : "invalid", issue.message);
}

const STATUS: Record<RefusalReason, number> = { invalid: 400, "too-long": 413, "not-found": 404, taken: 409 };

export function refusalError(refusal: Refusal): HttpError {
  return new HttpError(STATUS[refusal.reason], refusal.message, undefined, refusal.field);
}
