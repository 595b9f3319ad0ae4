import { expect, test } from "vitest";
import { hashPassword } from "../index.server.ts";

// What keeps the workerd tests fast: their set-up (tests/worker/scrypt-cost.ts) hashes at the lowest cost.
test("the workerd tests hash at the lowest scrypt cost: N=16, r=1, p=1", async () => {
  expect((await hashPassword("tajne-haslo")).hash).toMatch(/^scrypt\$16\$1\$1\$/);
});
