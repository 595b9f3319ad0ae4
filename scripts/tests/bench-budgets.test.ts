import { describe, expect, it } from "vitest";
import { againstFloor, atLeast, atMost, LIGHTHOUSE_BUDGETS } from "../lib/bench-budgets.ts";

describe("the bench's budget judgements", () => {
  it("passes a ratio at its limit and fails one above it", () => {
    expect(atMost(1.5, 1.5)).toEqual({ budget: "<= 1.5", pass: true });
    expect(atMost(1.51, 1.5).pass).toBe(false);
  });

  it("passes a throughput at its minimum and fails one below it", () => {
    expect(atLeast(400, 400)).toEqual({ budget: ">= 400", pass: true });
    expect(atLeast(119.9, 120).pass).toBe(false);
  });

  it("judges a page's score and TBT against the floor's at mobile throttling", () => {
    const floor = { performance: 100, tbtMs: 20 };
    const within = againstFloor({ performance: 97, tbtMs: 170 }, floor, LIGHTHOUSE_BUDGETS.mobile);
    expect(within.performance).toEqual({ budget: ">= 97 (floor - 3)", pass: true });
    expect(within.tbt).toEqual({ budget: "<= 170 ms (floor + 150)", pass: true });
    const over = againstFloor({ performance: 96, tbtMs: 171 }, floor, LIGHTHOUSE_BUDGETS.mobile);
    expect([over.performance.pass, over.tbt.pass]).toEqual([false, false]);
  });

  it("allows the slow CPU its wider margins", () => {
    const floor = { performance: 95, tbtMs: 100 };
    const judged = againstFloor({ performance: 87, tbtMs: 400 }, floor, LIGHTHOUSE_BUDGETS.slowCpu);
    expect(judged.performance).toEqual({ budget: ">= 87 (floor - 8)", pass: true });
    expect(judged.tbt).toEqual({ budget: "<= 400 ms (floor + 300)", pass: true });
    expect(againstFloor({ performance: 86, tbtMs: 401 }, floor, LIGHTHOUSE_BUDGETS.slowCpu).tbt.pass).toBe(false);
  });
});
