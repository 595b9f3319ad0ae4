import { onTestFinished } from "vitest";
import { SCRYPT_PARAMS, setScryptCost, type ScryptCost } from "#features/account/index.server.ts";

/**
 * The workerd tests hash at the lowest cost: what they check of a password (stored as a hash with its parameters,
 * verified, never shown) does not depend on the cost, and hundreds of full-cost hashes were a third of their time.
 * The unit project, the admin script's tests among them, keeps the real cost throughout.
 */
export const TEST_SCRYPT_COST: ScryptCost = { N: 16, r: 1, p: 1 };

setScryptCost(TEST_SCRYPT_COST);

/** For a test of the cost itself or of what it costs: the real cost until the test ends. */
export function withRealScryptCost(): void {
  setScryptCost(SCRYPT_PARAMS);
  onTestFinished(() => setScryptCost(TEST_SCRYPT_COST));
}
