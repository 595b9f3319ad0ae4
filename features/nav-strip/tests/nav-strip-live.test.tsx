import { act, render, screen, waitFor, within } from "@testing-library/react";
import { Suspense, type ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { stubBrowserApis } from "#tests/setup/browser-stubs.ts";
import { LiveNavStrip } from "../components/nav-strip-live.tsx";
import { cardsAddress } from "../cards.ts";
import { buildModels } from "./fixtures.ts";

const models = buildModels();

/** Each read of the cards waits until the test answers it. */
function stubCardsApi() {
  const answers: ((response: Response) => void)[] = [];
  const fetchCards = vi.fn((_url: string) => new Promise<Response>((resolve) => answers.push(resolve)));
  vi.stubGlobal("fetch", fetchCards);
  stubBrowserApis();
  // Inside act until the strip has read the answer, so that React retries the waiting render within it.
  const answer = (body: unknown, status = 200) =>
    act(async () => {
      const response = Response.json(body, { status });
      answers.shift()?.(response);
      await vi.waitFor(() => expect(response.bodyUsed).toBe(true), { timeout: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { fetchCards, answer };
}

const strip = (version: number, admin = false) => (
  <MemoryRouter>
    <Suspense fallback={<p>Czekam na karty</p>}>
      <LiveNavStrip catalogVersion={version} admin={admin} />
    </Suspense>
  </MemoryRouter>
);
/** Rendered inside an awaited act: the strip suspends on its read, which a bare render would leave unretried. */
async function show(element: ReactElement) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(element);
  });
  const rerender = (next: ReactElement) => act(async () => view?.rerender(next));
  return { rerender };
}

const cards = () =>
  within(within(screen.getByRole("navigation", { name: "Modele" })).getByRole("list")).queryAllByRole("link");

let api: ReturnType<typeof stubCardsApi>;
beforeEach(() => (api = stubCardsApi()));
afterEach(() => vi.unstubAllGlobals());

describe("the strip in the browser", () => {
  test("reads its cards from the API once per catalogue version, keeping the old ones until the new arrive", async () => {
    const { rerender } = await show(strip(101));
    expect(screen.getByText("Czekam na karty")).toBeInTheDocument();
    expect(api.fetchCards).toHaveBeenCalledTimes(1);
    expect(api.fetchCards.mock.calls[0]?.[0]).toBe(cardsAddress(101, false));
    await api.answer({ models: models.slice(0, 3) });
    await waitFor(() => expect(cards()).toHaveLength(3));

    await rerender(strip(101));
    expect(api.fetchCards).toHaveBeenCalledTimes(1);

    await rerender(strip(102));
    await waitFor(() => expect(api.fetchCards).toHaveBeenCalledTimes(2));
    expect(cards()).toHaveLength(3);
    await api.answer({ models });
    await waitFor(() => expect(cards()).toHaveLength(models.length));
  });

  test("the comment counts come with the cards, not with the page", async () => {
    await show(strip(151));
    const [first] = models;
    await api.answer({ models: models.slice(0, 3), counts: { [first!.component]: 7 } });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards()[0]).toHaveAccessibleName(expect.stringContaining("7 komentarzy"));
  });

  test("the owner's view is read on its own", async () => {
    const { rerender } = await show(strip(201));
    await api.answer({ models: models.slice(0, 2) });
    await waitFor(() => expect(cards()).toHaveLength(2));
    await rerender(strip(201, true));
    await waitFor(() => expect(api.fetchCards).toHaveBeenCalledTimes(2));
    expect(api.fetchCards.mock.calls[1]?.[0]).toBe("/api/models/cards?version=201&drafts=1");
    await api.answer({ models: models.slice(0, 5) });
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.getByRole("link", { name: "Nowy model" })).toBeInTheDocument();
  });

  test("a refused read leaves what was there, and the next version asks again", async () => {
    const { rerender } = await show(strip(301));
    await api.answer({ error: "Serwis chwilowo niedostępny" }, 503);
    expect(screen.getByText("Czekam na karty")).toBeInTheDocument();
    await rerender(strip(302));
    await waitFor(() => expect(api.fetchCards).toHaveBeenCalledTimes(2));
    await api.answer({ models: models.slice(0, 4) });
    await waitFor(() => expect(cards()).toHaveLength(4));
  });

  test("an awake strip whose next read is refused keeps its cards and does not ask again on each render", async () => {
    const { rerender } = await show(strip(401));
    await api.answer({ models: models.slice(0, 3) });
    await waitFor(() => expect(cards()).toHaveLength(3));
    await rerender(strip(402));
    await waitFor(() => expect(api.fetchCards).toHaveBeenCalledTimes(2));
    await api.answer({ error: "Serwis chwilowo niedostępny" }, 503);
    for (let render = 0; render < 3; render++) await rerender(strip(402));
    expect(api.fetchCards).toHaveBeenCalledTimes(2);
    expect(cards()).toHaveLength(3);
  });
});
