import { act, fireEvent, screen, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { stubBrowserApis } from "#tests/setup/browser-stubs.ts";
import { NavStrip } from "../components/nav-strip.tsx";
import { buildModels, fixtureCardSrc } from "./fixtures.ts";

const models = buildModels();
const element = (
  <MemoryRouter>
    <NavStrip models={models} imageSrc={fixtureCardSrc} />
  </MemoryRouter>
);
const strip = () => screen.getByRole("navigation", { name: "Modele" });
const cards = () => within(within(strip()).getByRole("list")).queryAllByRole("link");
const search = () => within(strip()).getByRole<HTMLInputElement>("searchbox", { name: "Szukaj modelu po nazwie" });

/** The server's strip with text in its search box (and the box focused or not), then hydrated. */
function hydratedWithTyped(text: string, focused: boolean) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  if (focused) search().focus();
  search().value = text;
  return act(async () => {
    root = hydrateRoot(container, element);
  });
}

let root: Root | undefined;
beforeEach(() => stubBrowserApis());
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

test("text typed into the server's strip before it woke is its search once awake, and a later focus clears it", async () => {
  await hydratedWithTyped("swinoujscie", true);
  expect(search()).toHaveValue("swinoujscie");
  expect(cards()).toHaveLength(1);
  // The focus that came before waking, given again once awake, keeps the text.
  fireEvent.focus(search());
  expect(cards()).toHaveLength(1);

  fireEvent.blur(search());
  fireEvent.focus(search());
  expect(search()).toHaveValue("");
  expect(cards()).toHaveLength(models.length);
});

test("text typed and left before the strip woke is its search; the next focus clears it as always", async () => {
  await hydratedWithTyped("swinoujscie", false);
  expect(cards()).toHaveLength(1);
  fireEvent.focus(search());
  expect(search()).toHaveValue("");
  expect(cards()).toHaveLength(models.length);
});

test("text typed just after the strip woke survives the focus React gives again", async () => {
  await hydratedWithTyped("", true);
  fireEvent.change(search(), { target: { value: "swinoujscie" } });
  fireEvent.focus(search());
  expect(search()).toHaveValue("swinoujscie");
  expect(cards()).toHaveLength(1);
});
