import { addressHash } from "./page-in-use.ts";

/**
 * Whether the address points at the element `id`. A part that wakes after a link opened one of its forms (the form's
 * `:target` style showed it) starts with that form open (docs/decisions/034). False on the server.
 */
export function addressTargets(id: string): boolean {
  return typeof location !== "undefined" && addressHash() === id;
}
