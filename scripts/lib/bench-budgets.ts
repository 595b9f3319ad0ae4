/** docs/speed.md: the bench's budgets, each judged by the helpers below. */
export const LATENCY_BUDGETS = { cachedToPhoto: 1.2, uncachedToFloor: 1.5 } as const;
export const THROUGHPUT_BUDGETS = { uncached: 120, cached: 400 } as const;
/** Lighthouse against the floor of the same run: at its mobile CPU (4x) and on a slow one (8x). */
export const LIGHTHOUSE_BUDGETS = {
  mobile: { cpuSlowdown: 4, performancePoints: 3, tbtMs: 150 },
  slowCpu: { cpuSlowdown: 8, performancePoints: 8, tbtMs: 300 },
} as const;

export interface Judged {
  budget: string;
  pass: boolean;
}

export const atMost = (figure: number, limit: number): Judged => ({ budget: `<= ${limit}`, pass: figure <= limit });

export const atLeast = (figure: number, minimum: number): Judged => ({
  budget: `>= ${minimum}`,
  pass: figure >= minimum,
});

/** A page's Lighthouse score and TBT beside the floor's: at most `points` below it, at most `tbtMs` above it. */
export function againstFloor(
  page: { performance: number; tbtMs: number },
  floor: { performance: number; tbtMs: number },
  budget: { performancePoints: number; tbtMs: number },
): { performance: Judged; tbt: Judged } {
  const minimum = floor.performance - budget.performancePoints;
  const maxTbt = floor.tbtMs + budget.tbtMs;
  return {
    performance: { budget: `>= ${minimum} (floor - ${budget.performancePoints})`, pass: page.performance >= minimum },
    tbt: { budget: `<= ${maxTbt} ms (floor + ${budget.tbtMs})`, pass: page.tbtMs <= maxTbt },
  };
}
