import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  adminViewer,
  createFakeCommentsApi,
  installFakeFetch,
  markupComment,
  threeComments,
  twelveComments,
  userViewer,
  type FakeApiOptions,
  type FakeCommentsApi,
} from "./fixtures.ts";
import { CommentsPage } from "./comments-page.tsx";
import { likersTitle } from "../components/like-button.tsx";

let restore: (() => void) | undefined;
let currentApi: FakeCommentsApi | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  currentApi = undefined;
  vi.useRealTimers();
});

function withApi(options: FakeApiOptions) {
  const api = createFakeCommentsApi(options);
  restore = installFakeFetch(api);
  currentApi = api;
  return api;
}

describe("the comments block", () => {
  test("renders the server's list in the server HTML, with no spinner", () => {
    const html = renderToString(<CommentsPage section="Hel" initial={{ comments: threeComments }} viewer={null} />);
    expect(html).toContain("Byłem na Helu w wakacje");
    expect(html).toContain("20-01-2025 19:42");
    expect(html).not.toContain("Wczytywanie komentarzy");
  });

  test("escapes markup in the server HTML", () => {
    const html = renderToString(<CommentsPage section="Hel" initial={{ comments: [markupComment] }} viewer={null} />);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
  });

  test("shows the count in the header and only the newest five until asked", async () => {
    withApi({ comments: twelveComments });
    const user = userEvent.setup();
    render(<CommentsPage api={currentApi} section="Hel" initial={{ comments: twelveComments }} viewer={null} />);
    expect(screen.getByRole("button", { name: /Komentarze\s*\(12\)/ })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(5);
    await user.click(screen.getByRole("button", { name: "Pokaż resztę komentarzy" }));
    expect(screen.getAllByRole("article")).toHaveLength(12);
  });

  test("lets a guest add a comment: the form closes and the new comment appears from the page's loader", async () => {
    const api = withApi({ comments: threeComments });
    const user = userEvent.setup();
    render(<CommentsPage api={currentApi} section="Hel" initial={{ comments: threeComments }} viewer={null} />);
    await user.click(screen.getByRole("button", { name: "Dodaj swój komentarz" }));
    await user.type(screen.getByLabelText("Nazwa gościa"), "  Turysta ");
    await user.type(screen.getByLabelText("Komentarz"), "Super!");
    await user.click(screen.getByRole("button", { name: "Wyślij" }));
    expect(await screen.findByText("Super!", { selector: "article p" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("form")).not.toBeInTheDocument());
    // The form posts its named fields to the page (the server trims the name); no honeypot text, no token here.
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      intent: "comment-post",
      comment: "Super!",
      login: "  Turysta ",
      website: "",
    });
    // The list comes back through the page's revalidated loader, not a second fetch of the thread from the API.
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual(["POST /Hel", "GET /Hel.data"]);
  });

  test("sends no login for a logged-in user", async () => {
    const api = withApi({ comments: [], viewer: userViewer });
    const user = userEvent.setup();
    render(<CommentsPage api={currentApi} section="Hel" initial={{ comments: [] }} viewer={userViewer} />);
    await user.click(screen.getByRole("button", { name: "Skomentuj jako pierwszy" }));
    await user.type(screen.getByLabelText("Komentarz"), "Mój pierwszy");
    await user.click(screen.getByRole("button", { name: "Wyślij" }));
    expect(await screen.findByText("Mój pierwszy", { selector: "article p" })).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ intent: "comment-post", comment: "Mój pierwszy" });
    expect(await screen.findByRole("button", { name: "Dodaj swój komentarz" })).toBeInTheDocument();
  });

  test("keeps the typed text and shows the reason when adding fails", async () => {
    withApi({ comments: threeComments, fail: ["add"] });
    const user = userEvent.setup();
    render(<CommentsPage api={currentApi} section="Hel" initial={{ comments: threeComments }} viewer={null} />);
    await user.click(screen.getByRole("button", { name: "Dodaj swój komentarz" }));
    await user.type(screen.getByLabelText("Nazwa gościa"), "Turysta");
    await user.type(screen.getByLabelText("Komentarz"), "Nie zgub mnie");
    await user.click(screen.getByRole("button", { name: "Wyślij" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Usługa jest chwilowo niedostępna");
    expect(screen.getByLabelText("Komentarz")).toHaveValue("Nie zgub mnie");
    expect(screen.getByLabelText("Nazwa gościa")).toHaveValue("Turysta");
  });

  test("shows the page's refusal in Polish and keeps the form for a retry", async () => {
    withApi({ comments: [], viewer: userViewer, fail: ["add"] });
    const user = userEvent.setup();
    render(<CommentsPage api={currentApi} section="Hel" initial={{ comments: [] }} viewer={userViewer} />);
    await user.click(screen.getByRole("button", { name: "Skomentuj jako pierwszy" }));
    await user.type(screen.getByLabelText("Komentarz"), "x");
    await user.click(screen.getByRole("button", { name: "Wyślij" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Usługa jest chwilowo niedostępna");
    expect(screen.getByRole("button", { name: "Wyślij" })).toBeInTheDocument();
  });

  test("refuses a taken guest name once on the server, then at once without sending again", async () => {
    const api = withApi({ comments: threeComments, takenNames: ["Paweł"] });
    const user = userEvent.setup();
    render(<CommentsPage api={currentApi} section="Hel" initial={{ comments: threeComments }} viewer={null} />);
    await user.click(screen.getByRole("button", { name: "Dodaj swój komentarz" }));
    await user.type(screen.getByLabelText("Nazwa gościa"), "paweł");
    await user.type(screen.getByLabelText("Komentarz"), "Hej");
    await user.click(screen.getByRole("button", { name: "Wyślij" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Nazwa użytkownika jest już zajęta");
    await user.click(screen.getByRole("button", { name: "Wyślij" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Nazwa użytkownika jest już zajęta");
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(1);
    await user.clear(screen.getByLabelText("Nazwa gościa"));
    await user.type(screen.getByLabelText("Nazwa gościa"), "Paweł2");
    await user.click(screen.getByRole("button", { name: "Wyślij" }));
    expect(await screen.findByText("Hej", { selector: "article p" })).toBeInTheDocument();
  });

  test("offers edycja only on the viewer's own comments and saves with Aktualizuj", async () => {
    withApi({ comments: threeComments, viewer: userViewer });
    const user = userEvent.setup();
    render(<CommentsPage api={currentApi} section="Hel" initial={{ comments: threeComments }} viewer={userViewer} />);
    const own = screen.getAllByRole("article").find((article) => article.textContent?.includes("Podświetlenie"))!;
    expect(screen.getAllByRole("button", { name: "edycja" })).toHaveLength(1);
    await user.click(within(own).getByRole("button", { name: "edycja" }));
    const textarea = within(own).getByRole("textbox", { name: "Edytuj komentarz" });
    await user.click(within(own).getByRole("button", { name: "Anuluj" }));
    expect(textarea).not.toBeInTheDocument();
    await user.click(within(own).getByRole("button", { name: "edycja" }));
    await user.clear(within(own).getByRole("textbox", { name: "Edytuj komentarz" }));
    await user.type(within(own).getByRole("textbox", { name: "Edytuj komentarz" }), "Poprawione");
    await user.click(within(own).getByRole("button", { name: "Aktualizuj" }));
    expect(await within(own).findByText("Poprawione", { selector: "article p" })).toBeInTheDocument();
    expect(own).toHaveTextContent("(edytowano 18-08-2025 18:25)");
  });

  test("lets an admin delete after confirming, with a spinner on that comment", async () => {
    const api = withApi({ comments: threeComments, viewer: adminViewer, hang: ["list"] });
    const user = userEvent.setup();
    render(<CommentsPage api={currentApi} section="Hel" initial={{ comments: threeComments }} viewer={adminViewer} />);
    await user.click(screen.getByRole("button", { name: "Usuń komentarz użytkownika Marek z Gdyni" }));
    await user.click(screen.getByRole("button", { name: "Usuń" }));
    expect(await screen.findByRole("status", { name: "Usuwanie komentarza…" })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ intent: "comment-delete", id: "1" });
  });

  test("shows a guest the like tooltip for one second and sends nothing", () => {
    vi.useFakeTimers();
    const api = withApi({ comments: threeComments });
    render(<CommentsPage api={currentApi} section="Hel" initial={{ comments: threeComments }} viewer={null} />);
    fireEvent.click(screen.getAllByRole("button", { name: /^Polub komentarz/ })[0]!);
    expect(screen.getByText("Zaloguj się by oceniać")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText("Zaloguj się by oceniać")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2));
    expect(screen.queryByText("Zaloguj się by oceniać")).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  test("lets a user toggle a like and see the count", async () => {
    withApi({ comments: threeComments, viewer: userViewer });
    const user = userEvent.setup();
    render(<CommentsPage api={currentApi} section="Hel" initial={{ comments: threeComments }} viewer={userViewer} />);
    const like = screen.getByRole("button", { name: "Polub komentarz, polubienia: 2" });
    await user.click(like);
    expect(await screen.findByRole("button", { name: "Polub komentarz, polubienia: 3" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(like).toHaveAttribute("title", "Polubili: Paweł, kasia_modelarka, tomek");
  });

  test("names the likers listed and counts the others in words that fit anyone", () => {
    expect(likersTitle(["Ola", "Jan"], 4)).toBe("Polubili: Ola, Jan i 2 inne osoby");
    expect(likersTitle(["Ola"], 2)).toBe("Polubili: Ola i 1 inna osoba");
    expect(likersTitle(["Ola"], 6)).toBe("Polubili: Ola i 5 innych osób");
  });

  test("offers a retry when the list could not be read", async () => {
    withApi({ comments: threeComments });
    const user = userEvent.setup();
    render(<CommentsPage api={currentApi} section="Hel" initial={{ comments: [], error: true }} viewer={null} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Nie udało się wczytać komentarzy.");
    expect(screen.queryByRole("button", { name: /Skomentuj|Dodaj/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Spróbuj ponownie" }));
    expect(await screen.findAllByRole("article")).toHaveLength(3);
  });

  test("follows fresh loader data, e.g. after logging in", () => {
    const { rerender } = render(
      <CommentsPage api={currentApi} section="Hel" initial={{ comments: threeComments }} viewer={null} />,
    );
    expect(screen.queryByRole("button", { name: "edycja" })).not.toBeInTheDocument();
    rerender(
      <CommentsPage
        api={currentApi}
        section="Hel"
        initial={{ comments: threeComments.slice(0, 2) }}
        viewer={userViewer}
      />,
    );
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "edycja" })).toBeInTheDocument();
  });
});
