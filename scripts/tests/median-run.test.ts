// @vitest-environment node
import { describe, expect, test } from "vitest";
import { attemptRun, medianOfRuns, type RunResult } from "../lib/median-run.ts";

const ok = (performance: number): RunResult<{ performance: number }> => ({ figures: { performance } });
const byPerformance = (figures: { performance: number }) => figures.performance;

describe("medianOfRuns", () => {
  test("the middle score stands when every run succeeded", () => {
    const summary = medianOfRuns([ok(97), ok(93), ok(95)], byPerformance);
    expect(summary.median).toEqual({ performance: 95 });
    expect(summary.scores).toEqual(["97", "93", "95"]);
    expect(summary.errors).toEqual([]);
  });

  test("a failed run is marked failed, not scored 0 inside the median", () => {
    const summary = medianOfRuns([{ error: "NO_FCP" }, ok(96), ok(96)], byPerformance);
    expect(summary.median).toEqual({ performance: 96 });
    expect(summary.scores).toEqual(["failed", "96", "96"]);
    expect(summary.errors).toEqual(["NO_FCP"]);
  });

  test("with two runs left the better one stands, as with an even count before", () => {
    expect(medianOfRuns([ok(90), { error: "x" }, ok(94)], byPerformance).median).toEqual({ performance: 94 });
  });

  test("no median when every run failed", () => {
    const summary = medianOfRuns([{ error: "a" }, { error: "b" }], byPerformance);
    expect(summary.median).toBeUndefined();
    expect(summary.scores).toEqual(["failed", "failed"]);
    expect(summary.errors).toEqual(["a", "b"]);
  });
});

describe("attemptRun", () => {
  test("a run that fails and then succeeds counts as the success", async () => {
    let calls = 0;
    const retries: number[] = [];
    const result = await attemptRun(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error(`flake ${calls}`);
        return 95;
      },
      3,
      (_error, attempt) => retries.push(attempt),
    );
    expect(result).toEqual({ figures: 95 });
    expect(calls).toBe(3);
    expect(retries).toEqual([1, 2]);
  });

  test("stops after the given number of attempts and keeps the last error", async () => {
    let calls = 0;
    const result = await attemptRun(async () => {
      calls += 1;
      throw new Error(`PROTOCOL_TIMEOUT ${calls}`);
    }, 2);
    expect(result).toEqual({ error: "PROTOCOL_TIMEOUT 2" });
    expect(calls).toBe(2);
  });

  test("a success on the first attempt runs once", async () => {
    let calls = 0;
    await attemptRun(async () => (calls += 1), 3);
    expect(calls).toBe(1);
  });
});
