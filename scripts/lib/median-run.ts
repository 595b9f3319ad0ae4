export type RunResult<T> = { figures: T } | { error: string };

/** The middle value; a run whose measurement errored has no figure (NaN) and does not count. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)]!;
}

// A failed run is retried rather than counted: a failed Lighthouse run scores 0, a broken measurement, not a slow page.
export async function attemptRun<T>(
  measure: () => Promise<T>,
  attempts: number,
  onRetry: (error: string, attempt: number) => void = () => {},
): Promise<RunResult<T>> {
  let error = "no attempt";
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return { figures: await measure() };
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      if (attempt < attempts) onRetry(error, attempt);
    }
  }
  return { error };
}

export interface MedianOfRuns<T> {
  median: T | undefined;
  scores: string[];
  errors: string[];
}

export function medianOfRuns<T>(runs: RunResult<T>[], score: (figures: T) => number): MedianOfRuns<T> {
  const succeeded = runs.flatMap((run) => ("figures" in run ? [run.figures] : []));
  const sorted = [...succeeded].sort((a, b) => score(a) - score(b));
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    scores: runs.map((run) => ("figures" in run ? String(score(run.figures)) : "failed")),
    errors: runs.flatMap((run) => ("error" in run ? [run.error] : [])),
  };
}
