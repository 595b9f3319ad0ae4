// Code the server's entry awaits so that no fallback stands in for it in the first HTML. Loads start in the render
// that awaits them: workerd drops I/O started by a request that never waits for it.
const loads: (() => Promise<unknown>)[] = [];

export function neededInFirstHtml(load: () => Promise<unknown>): void {
  loads.push(load);
}

export function firstHtmlCodeLoaded(): Promise<unknown> {
  return Promise.all(loads.map((load) => load()));
}
