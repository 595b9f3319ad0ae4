// Awaited by the server's entry so no fallback stands in; loads start in that render, as workerd drops unawaited I/O.
const loads: (() => Promise<unknown>)[] = [];

export function neededInFirstHtml(load: () => Promise<unknown>): void {
  loads.push(load);
}

export function firstHtmlCodeLoaded(): Promise<unknown> {
  return Promise.all(loads.map((load) => load()));
}
