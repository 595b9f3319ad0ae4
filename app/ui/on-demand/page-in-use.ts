/** A guest's page hydrates at its first use (docs/decisions/034-hydration-at-first-use.md). */

export const HYDRATE_WHEN_USED = "when-used";

// Each comes before the action it starts; a new hash points at a part only the page's code opens.
const USE_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "wheel", "hashchange"] as const;
const HELD_CLICK_MS = 10_000;

export function addressHash(): string {
  try {
    return decodeURIComponent(location.hash.slice(1));
  } catch {
    return "";
  }
}

export const hydratedByReact = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/**
 * React drops a click on a button it has not hydrated, and Enter in a form without a submit button submits it before
 * its code: either is held and given again once React has the element, if still drawn the same (docs/decisions/034).
 * Given up (offline, or a deploy took the code), a form is sent as without JavaScript. Returns the element held.
 */
export function holdUntilHydrated(event: Event): Element | null {
  const { target } = event;
  const button = event.type === "click" && target instanceof Element ? target.closest("button") : null;
  const form =
    event.type === "submit" && !(event as SubmitEvent).submitter && target instanceof HTMLFormElement ? target : null;
  const held = button ?? form;
  if (!held || hydratedByReact(held)) return null;
  // The page or a part holds it already.
  if (event.defaultPrevented) return held;
  event.preventDefault();
  const pressed = button?.outerHTML;
  const until = Date.now() + HELD_CLICK_MS;
  const attempt = () => {
    if (!held.isConnected || button?.outerHTML !== pressed) return;
    if (hydratedByReact(held)) {
      if (button) button.click();
      else form?.requestSubmit();
    } else if (Date.now() < until) setTimeout(attempt, 16);
    else if (form) form.submit();
    else if (button?.type === "submit") button.form?.requestSubmit(button);
  };
  setTimeout(attempt, 0);
  return held;
}

interface PartEvents {
  find: () => Element | null;
  events: readonly string[];
}

const partEvents: PartEvents[] = [];
const wantedAtLoad: (() => boolean)[] = [];
let actedOn: Node | null = null;
const holdingClicks = new AbortController();

/** A part that holds the node the waking action was aimed at is wanted too. */
export function lastActedOn(): Node | null {
  return actedOn;
}

export function actOn(node: Node): void {
  actedOn = node;
}

export function wakePageOn(part: PartEvents): void {
  if (part.events.length > 0) partEvents.push(part);
}

export function wantPageAtLoad(wanted: () => boolean): void {
  wantedAtLoad.push(wanted);
}

export function waitsForUse(): boolean {
  return document.documentElement.dataset.hydrate === HYDRATE_WHEN_USED;
}

export function pageHydrated(): void {
  holdingClicks.abort();
}

// A check that throws (storage refused) counts as wanting the page's code.
const wants = (wanted: () => boolean) => {
  try {
    return wanted();
  } catch {
    return true;
  }
};

export function whenPageUsed(start: () => void): void {
  if (!waitsForUse() || location.hash.length > 1 || wantedAtLoad.some(wants)) {
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
  const used = (event: Event) => wake(event.target);
  for (const type of USE_EVENTS) window.addEventListener(type, used, options);
  // Bubbling only: an element's scroll does not bubble, and one at load is a scroll snap settling, not a person.
  addEventListener("scroll", used, { signal: waiting.signal });
  // React drops a click while it still reads the page's data (a tap right after the waking touch): held until hydrated.
  for (const type of ["click", "submit"])
    window.addEventListener(
      type,
      (event) => {
        if (holdUntilHydrated(event)) event.stopPropagation();
        used(event);
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
  // Another tab's settings or the system's colour scheme change what the page shows (neither aims at a node).
  window.addEventListener("storage", used, options);
  window.matchMedia?.("(prefers-color-scheme: dark)").addEventListener("change", used, { signal: waiting.signal });
}
