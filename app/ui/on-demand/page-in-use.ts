/**
 * A guest's page hydrates at the first sign of use (docs/decisions/034-hydration-at-first-use.md). Until then it is
 * the server's HTML, whose links and forms work as they do without JavaScript.
 */

/** The root element's `data-hydrate` on a page that waits for use; any other page hydrates as it loads. */
export const HYDRATE_WHEN_USED = "when-used";

// A pointer arriving, a touch, a key, a focus or a scroll by any means: each comes before the action it starts.
// A new hash (typed, or back and forward between a page's places) points at a part the page's code opens.
const USE_EVENTS = [
  "pointerover",
  "pointerdown",
  "touchstart",
  "focusin",
  "keydown",
  "wheel",
  "scroll",
  "hashchange",
] as const;
/** How long a click that woke the page waits for its button to hydrate before it is given up. */
const HELD_CLICK_MS = 10_000;

// React keeps a hydrated element's props under this key prefix; a dehydrated part's buttons have none yet.
export const hydratedByReact = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith("__reactProps$"));

// Given up (the code never came: offline, or a deploy took its files), a submit button still sends its form, as it
// would have without JavaScript.
function clickWhenHydrated(button: HTMLButtonElement) {
  const until = Date.now() + HELD_CLICK_MS;
  const attempt = () => {
    if (hydratedByReact(button)) button.click();
    else if (button.isConnected && Date.now() < until) setTimeout(attempt, 16);
    else if (button.isConnected && button.type === "submit") button.form?.requestSubmit(button);
  };
  setTimeout(attempt, 0);
}

interface PartEvents {
  find: () => Element | null;
  events: readonly string[];
}

const partEvents: PartEvents[] = [];
const wantedAtLoad: (() => boolean)[] = [];
let actedOn: Node | null = null;

/** The node the last action that woke the page or a part was aimed at: a part that holds it is wanted too. */
export function lastActedOn(): Node | null {
  return actedOn;
}

/** Records the node an action was aimed at (see `lastActedOn`). */
export function actOn(node: Node): void {
  actedOn = node;
}

/** Events inside a part that need its code (the banner's first zoom ending) need the page's too. */
export function wakePageOn(part: PartEvents): void {
  if (part.events.length > 0) partEvents.push(part);
}

/** Something the server could not know (a stored setting, the address) that only the page's code can draw. */
export function wantPageAtLoad(wanted: () => boolean): void {
  wantedAtLoad.push(wanted);
}

/** Whether this page waited for its first use: what changed meanwhile (another tab's settings) is its to catch up. */
export function waitsForUse(): boolean {
  return document.documentElement.dataset.hydrate === HYDRATE_WHEN_USED;
}

function neededAtLoad(): boolean {
  if (!waitsForUse()) return true;
  // A link into a part (a comment's permalink) or to a heading the page scrolls to.
  if (location.hash.length > 1) return true;
  return wantedAtLoad.some((wanted) => {
    try {
      return wanted();
    } catch {
      return true;
    }
  });
}

// Clicks are held from the page's first use until its root has hydrated (`pageHydrated`).
const holdingClicks = new AbortController();

/** Called by the root once React has hydrated the page: its buttons take their own clicks from then on. */
export function pageHydrated(): void {
  holdingClicks.abort();
}

/** Calls `start` now if the page needs its code at load, else on the first sign of use. */
export function whenPageUsed(start: () => void): void {
  if (neededAtLoad()) {
    pageHydrated();
    return start();
  }
  const waiting = new AbortController();
  const wake = (target: EventTarget | null) => {
    if (waiting.signal.aborted) return;
    waiting.abort();
    if (target instanceof Node) actOn(target);
    start();
  };
  const options = { capture: true, passive: true, signal: waiting.signal };
  for (const type of USE_EVENTS) window.addEventListener(type, (event) => wake(event.target), options);
  // React drops a click that comes while it still reads the page's data (a bare click from assistive technology, or
  // a quick tap whose touch woke the page): the button is held and clicked again once React has it. A link is
  // followed as it is.
  window.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      const held = button && !hydratedByReact(button) ? button : null;
      if (held) {
        event.preventDefault();
        event.stopPropagation();
      }
      wake(event.target);
      if (held) clickWhenHydrated(held);
    },
    { capture: true, signal: holdingClicks.signal },
  );
  for (const type of new Set(partEvents.flatMap((part) => part.events))) {
    window.addEventListener(
      type,
      (event) => {
        const { target } = event;
        const inPart = (part: PartEvents) =>
          part.events.includes(type) && target instanceof Node && !!part.find()?.contains(target);
        if (partEvents.some(inPart)) wake(target);
      },
      options,
    );
  }
  // Another tab's saved settings or the system's colour scheme change what the page shows.
  window.addEventListener("storage", () => wake(null), options);
  window
    .matchMedia?.("(prefers-color-scheme: dark)")
    .addEventListener("change", () => wake(null), { signal: waiting.signal });
}
