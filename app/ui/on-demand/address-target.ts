import { addressHash } from "./page-in-use.ts";

/** Whether the address points at `id`: a form a link opened stays open as its part wakes (decision 034). */
export function addressTargets(id: string): boolean {
  return typeof location !== "undefined" && addressHash() === id;
}
