import type * as v from "valibot";
import { HttpError } from "./http.server.ts";

export type RefusalReason = "invalid" | "too-long" | "not-found" | "taken";

export interface Refusal {
  ok: false;
  reason: RefusalReason;
  /** What the person reads, in Polish. */
  message: string;
}

export function refused(reason: RefusalReason, message: string): Refusal {
  return { ok: false, reason, message };
}

export function invalidInput(issue: v.BaseIssue<unknown>): Refusal {
  return refused(issue.type === "max_length" ? "too-long" : "invalid", issue.message);
}

const STATUS: Record<RefusalReason, number> = { invalid: 400, "too-long": 413, "not-found": 404, taken: 409 };

export function refusalError(refusal: Refusal): HttpError {
  return new HttpError(STATUS[refusal.reason], refusal.message);
}
