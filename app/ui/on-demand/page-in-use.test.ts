import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type * as PageInUseModule from "./page-in-use.ts";

type PageInUse = typeof PageInUseModule;
const copies: PageInUse[] = [];

// The registries are the module's own: each test takes a fresh copy.
async function freshModule(): Promise<PageInUse> {
  vi.resetModules();
  const copy = await import("./page-in-use.ts");
  copies.push(copy);
  return copy;
}

function pageForGuests() {
  document.documentElement.dataset.hydrate = "when-used";
  document.body.innerHTML = `<header><a href="/">Strona główna</a></header><section id="banner"><div id="slide"></div></section>`;
}

beforeEach(() => {
  pageForGuests();
  history.replaceState(null, "", "/Hel");
});

afterEach(() => {
  // Each copy holds clicks on the window until its page has hydrated.
  for (const copy of copies.splice(0)) copy.pageHydrated();
  delete document.documentElement.dataset.hydrate;
  document.body.innerHTML = "";
});

describe("whenPageUsed", () => {
  test("starts at once on a page without the guests' mark (a signed-in person's)", async () => {
    const { whenPageUsed } = await freshModule();
    delete document.documentElement.dataset.hydrate;
    const start = vi.fn();
    whenPageUsed(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("waits for the first sign of use, and starts once", async () => {
    const { whenPageUsed, lastActedOn } = await freshModule();
    const start = vi.fn();
    whenPageUsed(start);
    window.dispatchEvent(new Event("resize"));
    expect(start).not.toHaveBeenCalled();
    const link = document.querySelector("a")!;
    link.dispatchEvent(new Event("pointerover", { bubbles: true }));
    link.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    window.dispatchEvent(new Event("scroll"));
    expect(start).toHaveBeenCalledTimes(1);
    expect(lastActedOn()).toBe(link);
  });

  test("a scroll of the page wakes it, an element's scroll on its own does not (a scroll snap settling at load)", async () => {
    const { whenPageUsed } = await freshModule();
    document.body.insertAdjacentHTML("beforeend", "<main><ul id='photos'></ul></main>");
    const start = vi.fn();
    whenPageUsed(start);
    // As browsers fire them: an element's scroll does not bubble, the page's (at the document) does.
    document.getElementById("photos")!.dispatchEvent(new Event("scroll"));
    expect(start).not.toHaveBeenCalled();
    document.dispatchEvent(new Event("scroll", { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("starts at once for an address with a hash or something registered as wanted at load", async () => {
    history.replaceState(null, "", "/Hel#komentarze");
    const first = await freshModule();
    const start = vi.fn();
    first.whenPageUsed(start);
    expect(start).toHaveBeenCalledTimes(1);

    history.replaceState(null, "", "/Hel");
    const second = await freshModule();
    second.wantPageAtLoad(() => false);
    second.wantPageAtLoad(() => true);
    second.whenPageUsed(start);
    expect(start).toHaveBeenCalledTimes(2);

    // A check that throws (storage refused) errs on the side of the page's code.
    const third = await freshModule();
    third.wantPageAtLoad(() => {
      throw new Error("storage refused");
    });
    third.whenPageUsed(start);
    expect(start).toHaveBeenCalledTimes(3);
  });

  test("a part's own event wakes the page only inside the part", async () => {
    const { whenPageUsed, wakePageOn, lastActedOn } = await freshModule();
    wakePageOn({ find: () => document.getElementById("banner"), events: ["animationend"] });
    const start = vi.fn();
    whenPageUsed(start);
    document.querySelector("header")!.dispatchEvent(new Event("animationend", { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    const slide = document.getElementById("slide")!;
    slide.dispatchEvent(new Event("animationend", { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(lastActedOn()).toBe(slide);
  });

  describe("a held click", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    test("a click with nothing before it is held and given to its button once React has it", async () => {
      const { whenPageUsed } = await freshModule();
      document.body.insertAdjacentHTML("beforeend", "<button type='button'>Ustawienia</button>");
      const button = document.querySelector("button")!;
      const clicks = vi.fn();
      button.addEventListener("click", clicks);
      const start = vi.fn(() => Object.assign(button, { __reactProps$test: {} }));
      whenPageUsed(start);
      button.click();
      expect(start).toHaveBeenCalledTimes(1);
      expect(clicks).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(20);
      expect(clicks).toHaveBeenCalledTimes(1);
    });

    test("a held submit button still sends its form when the code never comes", async () => {
      const { whenPageUsed } = await freshModule();
      document.body.insertAdjacentHTML("beforeend", "<form><button>Wyślij</button></form>");
      const form = document.querySelector("form")!;
      const sent = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener("submit", sent);
      whenPageUsed(() => {});
      form.querySelector("button")!.click();
      expect(sent).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(11_000);
      expect(sent).toHaveBeenCalledTimes(1);
    });
  });

  describe("a held submission", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    test("Enter in a form without a submit button is held and made again once React has the form", async () => {
      const { whenPageUsed } = await freshModule();
      document.body.insertAdjacentHTML("beforeend", "<form role='search'><input name='q'></form>");
      const form = document.querySelector("form")!;
      const sent = vi.fn((event: Event) => event.preventDefault());
      whenPageUsed(() => {});
      form.requestSubmit();
      form.addEventListener("submit", sent);
      await vi.advanceTimersByTimeAsync(50);
      expect(sent).not.toHaveBeenCalled();
      Object.assign(form, { __reactProps$test: {} });
      await vi.advanceTimersByTimeAsync(20);
      expect(sent).toHaveBeenCalledTimes(1);
    });
  });

  describe("the replay rule", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    async function heldClickOn(html: string) {
      const { holdUntilHydrated } = await freshModule();
      document.body.innerHTML = html;
      const button = document.querySelector("button")!;
      const clicks = vi.fn();
      button.addEventListener("click", clicks);
      const hold = (event: Event) => {
        if (holdUntilHydrated(event)) event.stopPropagation();
      };
      window.addEventListener("click", hold, { capture: true, once: true });
      button.click();
      const hydrate = () => Object.assign(button, { __reactProps$test: {} });
      return { button, clicks, hydrate };
    }

    test("the same element in the same state gets the click once React has it", async () => {
      const { clicks, hydrate } = await heldClickOn("<button type='button' aria-expanded='false'>Pokaż</button>");
      await vi.advanceTimersByTimeAsync(50);
      expect(clicks).not.toHaveBeenCalled();
      hydrate();
      await vi.advanceTimersByTimeAsync(20);
      expect(clicks).toHaveBeenCalledTimes(1);
    });

    test("a control whose state changed before React had it is not clicked", async () => {
      const { button, clicks, hydrate } = await heldClickOn(
        "<button type='button' aria-expanded='false'>Pokaż</button>",
      );
      button.setAttribute("aria-expanded", "true");
      hydrate();
      await vi.advanceTimersByTimeAsync(20);
      expect(clicks).not.toHaveBeenCalled();

      const relabelled = await heldClickOn("<button type='button' aria-label='duże okno'></button>");
      relabelled.button.setAttribute("aria-label", "małe okno");
      relabelled.hydrate();
      await vi.advanceTimersByTimeAsync(20);
      expect(relabelled.clicks).not.toHaveBeenCalled();
    });

    test("a control taken out of the page is not clicked, and its form is not sent", async () => {
      const { button, clicks } = await heldClickOn("<form><button>Wyślij</button></form>");
      const sent = vi.fn((event: Event) => event.preventDefault());
      const form = button.form!;
      form.addEventListener("submit", sent);
      form.remove();
      await vi.advanceTimersByTimeAsync(11_000);
      expect(clicks).not.toHaveBeenCalled();
      expect(sent).not.toHaveBeenCalled();
    });

    test("a control inert when pressed stays inert", async () => {
      const { button, clicks, hydrate } = await heldClickOn(
        "<button type='button' aria-disabled='true' aria-label='duże okno'></button>",
      );
      // The map is activated meanwhile: its toggle now acts, but the press was made on an inactive map.
      button.removeAttribute("aria-disabled");
      hydrate();
      await vi.advanceTimersByTimeAsync(20);
      expect(clicks).not.toHaveBeenCalled();
    });

    test("a control whose text or disabled state changed is not clicked", async () => {
      const relabelled = await heldClickOn("<button type='button'>Dodaj swój komentarz</button>");
      relabelled.button.textContent = "Wyślij";
      relabelled.hydrate();
      await vi.advanceTimersByTimeAsync(20);
      expect(relabelled.clicks).not.toHaveBeenCalled();

      const disabled = await heldClickOn("<button type='button'>Zapisz</button>");
      disabled.button.disabled = true;
      disabled.hydrate();
      disabled.button.disabled = false;
      disabled.button.setAttribute("aria-busy", "true");
      await vi.advanceTimersByTimeAsync(20);
      expect(disabled.clicks).not.toHaveBeenCalled();
    });
  });

  test("a new hash wakes the page", async () => {
    const { whenPageUsed } = await freshModule();
    const start = vi.fn();
    whenPageUsed(start);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("another tab's stored settings wake the page", async () => {
    const { whenPageUsed } = await freshModule();
    const start = vi.fn();
    whenPageUsed(start);
    window.dispatchEvent(new StorageEvent("storage", { key: "darkMode" }));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
