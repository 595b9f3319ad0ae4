/** A guest's page hydrates at its first use (docs/decisions/034-hydration-at-first-use.md). */

export const HYDRATE_WHEN_USED = "when-used";

// Each comes before the action it starts; a new hash points at a part only the page's code opens.
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
const HELD_CLICK_MS = 10_000;

export const hydratedByReact = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith("__reactProps$"));

// What a person reads off a control before pressing it: a held click still means the same only while they hold.
const STATE_ATTRIBUTES = [
  "aria-disabled",
  "aria-pressed",
  "aria-expanded",
  "aria-checked",
  "aria-selected",
  "aria-label",
];

/** The control's state as the person saw it. */
export function controlState(control: Element): string {
  const attributes = STATE_ATTRIBUTES.map((name) => control.getAttribute(name));
  const disabled = control instanceof HTMLButtonElement && control.disabled;
  return JSON.stringify([...attributes, disabled, control.textContent?.replace(/\s+/g, " ").trim() ?? ""]);
}

/** A control that does nothing in the state the person saw stays inert once the code has come. */
export function inert(control: Element): boolean {
  return (control instanceof HTMLButtonElement && control.disabled) || control.getAttribute("aria-disabled") === "true";
}

/** A held click is given back only to the same element, still in the page and in the state it was pressed in. */
export function stillMeansTheSame(control: Element, stateWhenPressed: string): boolean {
  return control.isConnected && controlState(control) === stateWhenPressed;
}

/**
 * React drops a click on a button it has not hydrated: the button is clicked again once React has it, if it still
 * means what it meant when pressed (docs/decisions/034). Given up (offline, or a deploy took the code), a submit
 * button still sends its form, as without JavaScript.
 */
export function clickWhenHydrated(button: HTMLButtonElement): void {
  if (inert(button)) return;
  const pressed = controlState(button);
  const until = Date.now() + HELD_CLICK_MS;
  const attempt = () => {
    if (!stillMeansTheSame(button, pressed)) return;
    if (hydratedByReact(button)) button.click();
    else if (Date.now() < until) setTimeout(attempt, 16);
    else if (button.type === "submit") button.form?.requestSubmit(button);
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
  for (const type of USE_EVENTS) window.addEventListener(type, (event) => wake(event.target), options);
  // React drops a click that comes while it still reads the page's data (a bare click from assistive technology, a
  // tap right after the touch that woke the page): it is held until the root has hydrated. Links are followed.
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
  // Another tab's settings or the system's colour scheme change what the page shows.
  window.addEventListener("storage", () => wake(null), options);
  window
    .matchMedia?.("(prefers-color-scheme: dark)")
    .addEventListener("change", () => wake(null), { signal: waiting.signal });
}
