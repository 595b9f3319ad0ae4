import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { createPageStub, PAGE_ROUTE_ID } from "#tests/setup/page-stub.tsx";
import type { InfoBoxProps } from "../components/info-box.tsx";
import { INFO_MAX_LENGTH, INFO_MESSAGES } from "../model.ts";
import { buildInfo, createFakeInfoApi, LINKS_TEXT, type FakeInfoApi } from "./fixtures.ts";
import { InfoBoxFromLoader } from "./info-page.tsx";

/**
 * The box on the home page: rendered first from what the server read, and after a save from the page's loader
 * over the fake action, as the home loader does. `/Hel` stands for another page of the site.
 */
function renderBox({ api, info = buildInfo(), admin = false }: Partial<InfoBoxProps> & { api?: FakeInfoApi } = {}) {
  const loader = api ? vi.fn(api.pageLoader) : undefined;
  function Page() {
    const { pathname } = useLocation();
    return pathname === "/Hel" ? <h1>Latarnia morska Hel</h1> : <InfoBoxFromLoader info={info} admin={admin} />;
  }
  const Stub = createPageStub({ Component: Page, loader, action: api?.pageAction });
  render(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { [PAGE_ROUTE_ID]: { info } } }} />);
  return { loader };
}

describe("the info box for visitors", () => {
  test("shows the rendered markdown and no edit button", () => {
    renderBox();
    const box = screen.getByRole("region", { name: "Informacje" });
    expect(within(box).getByRole("heading", { name: /Witaj na stronie „Kartonowe budowle”/ })).toBeInTheDocument();
    expect(within(box).queryByRole("button", { name: "edycja" })).not.toBeInTheDocument();
  });

  test("is hidden when the text is empty", () => {
    renderBox({ info: buildInfo("   ") });
    expect(screen.queryByRole("region", { name: "Informacje" })).not.toBeInTheDocument();
  });

  test("is hidden when the text could not be read", () => {
    renderBox({ info: buildInfo("", { failed: true }) });
    expect(screen.queryByRole("region", { name: "Informacje" })).not.toBeInTheDocument();
  });

  test("follows a link inside the site without reloading and leaves refused links as text", async () => {
    const user = userEvent.setup();
    renderBox({ info: buildInfo(LINKS_TEXT) });
    expect(screen.getByRole("link", { name: "Wikipedię" })).toHaveAttribute(
      "href",
      "https://pl.wikipedia.org/wiki/Hel",
    );
    expect(screen.getByRole("link", { name: "poczta" })).toHaveAttribute("href", "mailto:kontakt@example.com");
    expect(screen.queryByRole("link", { name: "to" })).not.toBeInTheDocument();
    expect(screen.getByText("to")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "latarnię na Helu" }));
    expect(await screen.findByRole("heading", { name: "Latarnia morska Hel" })).toBeInTheDocument();
  });
});

describe("the info box for the admin", () => {
  test("shows an empty box with the edit button", () => {
    renderBox({ info: buildInfo(""), admin: true });
    const box = screen.getByRole("region", { name: "Informacje" });
    expect(within(box).getByText(/Tekst informacyjny jest pusty/)).toBeInTheDocument();
    expect(within(box).getByRole("button", { name: "edycja" })).toBeEnabled();
  });

  test("edits in a textarea filled with the saved text, saves it and leaves edit mode", async () => {
    const user = userEvent.setup();
    const api = createFakeInfoApi({ content: "Stary tekst" });
    const { loader } = renderBox({ info: buildInfo("Stary tekst"), admin: true, api });
    await user.click(screen.getByRole("button", { name: "edycja" }));
    const textarea = await screen.findByRole("textbox", { name: "Tekst informacyjny (Markdown)" });
    expect(textarea).toHaveValue("Stary tekst");
    expect(textarea).toHaveFocus();
    expect(textarea).toHaveAttribute("maxlength", String(INFO_MAX_LENGTH));
    await user.clear(textarea);
    await user.type(textarea, "Nowy tekst");
    await user.click(screen.getByRole("button", { name: "Aktualizuj" }));
    // The new text comes from the page's revalidated loader, not from a second request of the box's own.
    expect(await screen.findByText("Nowy tekst", { selector: "p" })).toBeInTheDocument();
    expect(api.calls).toEqual([{ intent: "info-save", fields: { content: "Nowy tekst" } }]);
    expect(loader).toHaveBeenCalledOnce();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "edycja" })).toHaveFocus();
  });

  test("shows a spinner while the saved text is being fetched again", async () => {
    const user = userEvent.setup();
    renderBox({ admin: true, api: createFakeInfoApi({ hangReload: true }) });
    await user.click(screen.getByRole("button", { name: "edycja" }));
    await user.click(await screen.findByRole("button", { name: "Aktualizuj" }));
    expect(await screen.findByRole("status", { name: "Odświeżanie tekstu…" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Informacje" })).toHaveAttribute("aria-busy", "true");
  });

  test("Anuluj leaves without saving and drops the draft", async () => {
    const user = userEvent.setup();
    const api = createFakeInfoApi({ content: "Zapisany tekst" });
    renderBox({ info: buildInfo("Zapisany tekst"), admin: true, api });
    await user.click(screen.getByRole("button", { name: "edycja" }));
    await user.type(await screen.findByRole("textbox"), " i szkic");
    await user.click(screen.getByRole("button", { name: "Anuluj" }));
    expect(api.calls).toHaveLength(0);
    expect(screen.getByText("Zapisany tekst")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "edycja" }));
    expect(await screen.findByRole("textbox")).toHaveValue("Zapisany tekst");
  });

  test("a failed save shows the reason and keeps the draft in edit mode", async () => {
    const user = userEvent.setup();
    const api = createFakeInfoApi({
      content: "Tekst",
      refuse: { status: 403, error: "Tylko administrator może to zrobić" },
    });
    renderBox({ info: buildInfo("Tekst"), admin: true, api });
    await user.click(screen.getByRole("button", { name: "edycja" }));
    await user.type(await screen.findByRole("textbox"), " poprawiony");
    await user.click(screen.getByRole("button", { name: "Aktualizuj" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Tylko administrator może to zrobić");
    expect(screen.getByRole("textbox")).toHaveValue("Tekst poprawiony");
    expect(screen.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
  });

  test("says the text could not be read and keeps the editor shut, so nothing is overwritten", () => {
    renderBox({ info: buildInfo("", { failed: true }), admin: true });
    expect(screen.getByRole("alert")).toHaveTextContent(INFO_MESSAGES.loadFailed);
    expect(screen.getByRole("button", { name: "edycja" })).toBeDisabled();
  });
});
