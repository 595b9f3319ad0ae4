// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createContext, lazy, Suspense, use, useContext, useId } from "react";
import { NavLink } from "react-router";
import { describe, expect, test } from "vitest";
import { memoRuleBreaks } from "#tests/setup/memo-rule.tsx";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const Theme = createContext("jasny");
Theme.displayName = "Theme";

function Labelled() {
  return <label htmlFor={useId()}>Nazwa</label>;
}
function Themed() {
  return <p>{useContext(Theme)}</p>;
}
function ThemedByUse() {
  return <p>{use(Theme)}</p>;
}
const Ready = lazy(() => Promise.resolve({ default: () => <p>gotowe</p> }));

describe("the rule test of memoised parts (tests/setup/memo-rule.tsx)", () => {
  test("passes a part that reads only the router's location", () => {
    expect(memoRuleBreaks(() => <NavLink to="/Hel">Hel</NavLink>, "/Hel")).toEqual([]);
  });

  test("names each break: useId, a context of the page, Suspense", () => {
    expect(memoRuleBreaks(() => <Labelled />, "/")).toEqual(["useId"]);
    expect(memoRuleBreaks(() => <Themed />, "/")).toEqual(["context Theme"]);
    expect(memoRuleBreaks(() => <ThemedByUse />, "/")).toEqual(["context Theme"]);
    expect(memoRuleBreaks(() => <Suspense fallback={null}>tekst</Suspense>, "/")).toEqual(["Suspense"]);
    expect(() => memoRuleBreaks(() => <Ready />, "/")).toThrow();
  });
});

test("every memoised part has its rule test", () => {
  const sources = ["app", "features"].flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes("tests/") && !file.endsWith(".test.tsx"))
      .map((file) => path.join(folder, file)),
  );
  const callers = sources.filter(
    (file) =>
      !file.startsWith("app/ui/memo-html/") && readFileSync(path.join(ROOT, file), "utf8").includes("useMemoChildren("),
  );
  // A new caller needs a test like features/nav-strip/tests/strip-memo-rule.test.tsx, then its place here.
  expect(callers).toEqual(["features/nav-strip/components/nav-strip.tsx"]);
});
