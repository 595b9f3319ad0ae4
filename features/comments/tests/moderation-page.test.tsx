import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRouteLoaderData } from "react-router";
import { describe, expect, test } from "vitest";
import { createPageStub, PAGE_ROUTE_ID } from "#tests/setup/page-stub.tsx";
import { ModerationLinkPage, ModerationPage } from "../index.ts";
import type { LinkPreview, ModerationOverview } from "../moderation-model.ts";
import {
  BLOCKED_OVERVIEW,
  BUSY_OVERVIEW,
  createFakeModeration,
  createFakeModerationLink,
} from "./moderation-fixtures.ts";

function renderPage(overview: ModerationOverview, refuse?: { status: number; error: string }) {
  const fake = createFakeModeration(overview, { refuse });
  function Page() {
    const data = useRouteLoaderData(PAGE_ROUTE_ID) as { overview: ModerationOverview };
    return <ModerationPage overview={data.overview} />;
  }
  const Stub = createPageStub({ Component: Page, loader: fake.pageLoader, action: fake.action });
  render(<Stub initialEntries={["/Moderacja"]} hydrationData={{ loaderData: { [PAGE_ROUTE_ID]: { overview } } }} />);
  return fake;
}

describe("the moderation page", () => {
  test("approving a held comment posts its id, says so and shows the server's lists again", async () => {
    const user = userEvent.setup();
    const fake = renderPage(BUSY_OVERVIEW);
    const held = screen.getByRole("region", { name: /Czekają na zatwierdzenie/ });
    await user.click(within(held).getAllByRole("button", { name: "Zatwierdź" })[0]!);
    await waitFor(() => expect(within(held).getAllByRole("listitem")).toHaveLength(1));
    expect(fake.posts.at(-1)).toEqual({ id: "41", intent: "moderation-approve" });
    expect(await screen.findByText("Komentarz zatwierdzony.")).toBeInTheDocument();
    const recent = screen.getByRole("region", { name: /Najnowsze komentarze/ });
    expect(within(recent).getByRole("listitem", { name: "Komentarz Promocje24" })).toBeInTheDocument();
  });

  test("rejecting asks the server and a refusal is shown without changing the lists", async () => {
    const user = userEvent.setup();
    renderPage(BUSY_OVERVIEW, { status: 401, error: "Zaloguj się jako administrator, aby to zrobić" });
    const held = screen.getByRole("region", { name: /Czekają na zatwierdzenie/ });
    await user.click(within(held).getAllByRole("button", { name: "Odrzuć" })[1]!);
    // The alert's region may be there before its text: wait for the text, as a reader would.
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Zaloguj się jako administrator"));
    expect(within(held).getAllByRole("listitem")).toHaveLength(2);
  });

  test("the settings form sends the switch and the cap; a block is lifted by its id", async () => {
    const user = userEvent.setup();
    const fake = renderPage(BLOCKED_OVERVIEW);
    await user.click(screen.getByRole("checkbox", { name: "Zatwierdzaj pierwsze komentarze gości" }));
    const cap = screen.getByRole("spinbutton", { name: "Dzienny limit komentarzy gości na stronę" });
    await user.clear(cap);
    await user.type(cap, "5");
    await user.click(screen.getByRole("button", { name: "Zapisz ustawienia" }));
    // The switch was turned off, so the form carries no approveFirstGuestComments field.
    await waitFor(() => expect(fake.posts.at(-1)).toEqual({ intent: "moderation-settings", guestDailyCap: "5" }));
    // The page's buttons wait while its one form is busy: the next click comes after the answer, as a person's would.
    expect(await screen.findByText("Ustawienia zapisane.")).toBeInTheDocument();
    const blocks = screen.getByRole("region", { name: /Blokady/ });
    await user.click(
      within(within(blocks).getByRole("listitem", { name: "Blokada: Promocje24" })).getByRole("button", {
        name: "Zdejmij blokadę",
      }),
    );
    await waitFor(() => expect(fake.posts.at(-1)).toEqual({ intent: "moderation-unblock", id: "1" }));
    await waitFor(() => expect(within(blocks).getAllByRole("listitem")).toHaveLength(1));
  });

  test("a registered author can be blocked as a user, never an admin; no group, no group block", async () => {
    const user = userEvent.setup();
    renderPage(BUSY_OVERVIEW);
    const kasia = screen.getByRole("listitem", { name: "Komentarz kasia_m" });
    await user.click(within(kasia).getByText("Zablokuj…"));
    const options = within(within(kasia).getByRole("combobox", { name: "Kogo" })).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["grupa adresów", "użytkownik"]);
    const admin = screen.getByRole("listitem", { name: "Komentarz Paweł" });
    expect(within(admin).queryByText("Zablokuj…")).not.toBeInTheDocument();
  });
});

describe("the mailed link's page", () => {
  test("after its button worked, the page says so even though the loader now finds the link used", async () => {
    const user = userEvent.setup();
    const first: LinkPreview = {
      ok: true,
      action: "approve",
      comment: {
        page: "Latarnia Morska Hel",
        href: "/Hel#komentarz-7",
        login: "Marta",
        comment: "Karton?",
        held: true,
      },
    };
    const fake = createFakeModerationLink(first);
    function Page() {
      const data = useRouteLoaderData(PAGE_ROUTE_ID) as { preview: LinkPreview };
      return <ModerationLinkPage token="t" preview={data.preview} />;
    }
    const Stub = createPageStub({ Component: Page, loader: fake.pageLoader, action: fake.action });
    render(
      <Stub
        initialEntries={["/Moderacja/link"]}
        hydrationData={{ loaderData: { [PAGE_ROUTE_ID]: { preview: first } } }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Zatwierdź komentarz" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Komentarz zatwierdzony.");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText("Karton?")).toBeInTheDocument();
    expect(fake.posts).toEqual([{ intent: "moderation-link", token: "t" }]);
    expect(fake.pageLoader().preview).toEqual({ ok: false, error: "Ten link został już użyty" });
  });

  test("takes the token out of the address bar and keeps it for the button", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/Moderacja/link?t=podpisany.token&inne=1");
    const preview: LinkPreview = {
      ok: true,
      action: "delete",
      comment: { page: "Latarnia Morska Hel", href: "/Hel#komentarz-7", login: "Marta", comment: "Spam", held: false },
    };
    const fake = createFakeModerationLink(preview);
    function Page() {
      const data = useRouteLoaderData(PAGE_ROUTE_ID) as { preview: LinkPreview };
      return <ModerationLinkPage token="podpisany.token" preview={data.preview} />;
    }
    const Stub = createPageStub({ Component: Page, loader: fake.pageLoader, action: fake.action });
    render(
      <Stub initialEntries={["/Moderacja/link"]} hydrationData={{ loaderData: { [PAGE_ROUTE_ID]: { preview } } }} />,
    );
    expect(window.location.pathname + window.location.search).toBe("/Moderacja/link?inne=1");
    await user.click(screen.getByRole("button", { name: "Usuń komentarz" }));
    await screen.findByRole("status");
    expect(fake.posts).toEqual([{ intent: "moderation-link", token: "podpisany.token" }]);
    window.history.replaceState(null, "", "/");
  });
});
