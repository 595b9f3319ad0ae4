/**
 * Code the first HTML must hold: the owner's editors and the parts hydrated on demand are rendered whole by the
 * server, whose entry awaits their code, so no streamed fallback stands in for them without JavaScript (component
 * tests and stories await the editors the same way). A load is started by the render that awaits it: started where
 * its module is evaluated, maybe in a request that never waits (an API call), workerd could drop it with that request.
 */
const loads: (() => Promise<unknown>)[] = [];

export function neededInFirstHtml(load: () => Promise<unknown>): void {
  loads.push(load);
}

export function firstHtmlCodeLoaded(): Promise<unknown> {
  return Promise.all(loads.map((load) => load()));
}
