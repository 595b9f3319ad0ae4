// @vitest-environment node
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "vitest";
import { ROOT, toolEnv } from "../lib/run.ts";

/** The command line as the owner types it; every case here is refused before any database is opened. */
function adminCreate(args: string[], { password, stdin }: { password?: string; stdin?: string } = {}) {
  const env = toolEnv();
  delete env.ADMIN_PASSWORD;
  if (password !== undefined) env.ADMIN_PASSWORD = password;
  const result = spawnSync("node", [path.join(ROOT, "scripts", "admin-create.ts"), ...args], {
    cwd: ROOT,
    env,
    input: stdin ?? "",
    encoding: "utf8",
  });
  return { code: result.status, stderr: result.stderr };
}

test("refuses a password on the command line, where shell history would keep it", () => {
  const result = adminCreate(["--login", "szef", "--password=bardzo-dlugie-haslo"]);
  expect(result.code).toBe(2);
  expect(result.stderr).toContain("Hasło nie może być argumentem polecenia");
});

test.each([
  ["from ADMIN_PASSWORD", { password: "za-krotkie" }],
  ["from standard input", { stdin: "za-krotkie\n" }],
])("refuses an admin password shorter than 12 characters %s", (_, source) => {
  const result = adminCreate(["--login", "szef"], source);
  expect(result.code).toBe(2);
  expect(result.stderr).toContain("co najmniej 12 znaków");
});

test("refuses a login the registration rules refuse", () => {
  const result = adminCreate(["--login", "\u0430dmin"], { password: "bardzo-dlugie-haslo" });
  expect(result.code).toBe(2);
  expect(result.stderr).toContain("Login może zawierać tylko litery");
});
