import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { CommentItem } from "../model.ts";
import { CommentsPage } from "./comments-page.tsx";
import {
  createFakeCommentsApi,
  installFakeFetch,
  makeComment,
  pageOf,
  threeComments,
  type FakeApiOptions,
} from "./fixtures.ts";

/** A thread of `count` comments, ids 1…count, oldest first, a minute apart. */
function thread(count: number): CommentItem[] {
  return Array.from({ length: count }, (_, i) =>
    makeComment({
      id: i + 1,
      login: `Gość ${i + 1}`,
      comment: `Wpis numer ${i + 1}`,
      createdAt: new Date(Date.UTC(2025, 2, 1, 8, i)).toISOString(),
    }),
  );
}

/** What the page's loader hands the block on the site: the newest five, the total, `hasMore` and a form token. */
function firstPage(comments: readonly CommentItem[], formToken = "fake-token") {
  return { ...pageOf(comments, 5), formToken };
}

let restore: (() => void) | undefined;
function withApi(options: FakeApiOptions) {
  const api = createFakeCommentsApi({ pageSize: 5, ...options });
  restore = installFakeFetch(api);
  return api;
}

const scrolled = vi.fn<(this: Element) => void>();
beforeEach(() => {
  // jsdom lays nothing out and has no scrollIntoView; the block calls it on the permalinked card.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.call(this);
  };
});

afterEach(() => {
  restore?.();
  restore = undefined;
  scrolled.mockReset();
  history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

const texts = () =>
  screen.getAllByRole("article").map((article) => within(article).getByText(/^Wpis numer/).textContent);
const pageQueries = (api: ReturnType<typeof withApi>) =>
  api.calls.filter((call) => call.url === "/api/comments/Hel" && call.method === "GET").map((call) => call.query);

describe("a paged thread", () => {
  test("shows the thread's total in the header while only the newest five are read", () => {
    const comments = thread(60);
    withApi({ comments });
    render(<CommentsPage section="Hel" initial={firstPage(comments)} viewer={null} />);
    expect(screen.getByRole("button", { name: /Komentarze\s*\(60\)/ })).toBeInTheDocument();
    expect(texts()).toEqual(["Wpis numer 56", "Wpis numer 57", "Wpis numer 58", "Wpis numer 59", "Wpis numer 60"]);
  });

  test("appends older pages before the list, in order, and hides the button once nothing older is left", async () => {
    const comments = thread(60);
    const api = withApi({ comments });
    const user = userEvent.setup();
    render(<CommentsPage api={api} section="Hel" initial={firstPage(comments)} viewer={null} />);

    await user.click(screen.getByRole("button", { name: "Pokaż resztę komentarzy" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(55));
    expect(texts()).toEqual(comments.slice(5).map((comment) => comment.comment));
    // Five are still older than the page of fifty: the button stays.
    expect(screen.getByRole("button", { name: "Pokaż resztę komentarzy" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Pokaż resztę komentarzy" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(60));
    expect(texts()).toEqual(comments.map((comment) => comment.comment));
    expect(screen.queryByRole("button", { name: "Pokaż resztę komentarzy" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Komentarze\s*\(60\)/ })).toBeInTheDocument();
    expect(pageQueries(api)).toEqual(["?limit=50&before=56", "?limit=50&before=6"]);
  });

  test("keeps the list and shows the reason when an older page cannot be read", async () => {
    const comments = thread(12);
    withApi({ comments, fail: ["older"] });
    const user = userEvent.setup();
    render(<CommentsPage section="Hel" initial={firstPage(comments)} viewer={null} />);
    await user.click(screen.getByRole("button", { name: "Pokaż resztę komentarzy" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Usługa jest chwilowo niedostępna");
    expect(screen.getAllByRole("article")).toHaveLength(5);
  });
});

describe("a guest's post", () => {
  test("sends the loader's form token and the honeypot field empty when it is left empty", async () => {
    const api = withApi({ comments: threeComments });
    const user = userEvent.setup();
    render(
      <CommentsPage
        api={api}
        section="Hel"
        initial={{ comments: threeComments, total: 3, hasMore: false, formToken: "token-z-loadera" }}
        viewer={null}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Dodaj swój komentarz" }));
    await user.type(screen.getByLabelText("Nazwa gościa"), "Turysta");
    await user.type(screen.getByLabelText("Komentarz"), "Piękny model");
    await user.click(screen.getByRole("button", { name: "Wyślij" }));
    expect(await screen.findByText("Piękny model", { selector: "article p" })).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({
      intent: "comment-post",
      comment: "Piękny model",
      login: "Turysta",
      website: "",
      formToken: "token-z-loadera",
    });
  });

  test("sends the honeypot field when a robot fills it", async () => {
    const api = withApi({ comments: threeComments });
    const user = userEvent.setup();
    const { container } = render(
      <CommentsPage api={api} section="Hel" initial={firstPage(threeComments, "t-1")} viewer={null} />,
    );
    await user.click(screen.getByRole("button", { name: "Dodaj swój komentarz" }));
    await user.type(screen.getByLabelText("Nazwa gościa"), "Robot");
    await user.type(screen.getByLabelText("Komentarz"), "Kup teraz");
    // People never reach the field (hidden, out of the tab order); a robot fills it by name.
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    fireEvent.change(trap!, { target: { value: "https://spam.example" } });
    await user.click(screen.getByRole("button", { name: "Wyślij" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "POST")).toBe(true));
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      intent: "comment-post",
      comment: "Kup teraz",
      login: "Robot",
      website: "https://spam.example",
      formToken: "t-1",
    });
  });

  test("held for approval: the form closes, the author's card carries the note and it is announced", async () => {
    const api = withApi({ comments: threeComments, holdGuests: true });
    const user = userEvent.setup();
    render(<CommentsPage api={api} section="Hel" initial={firstPage(threeComments)} viewer={null} />);
    await user.click(screen.getByRole("button", { name: "Dodaj swój komentarz" }));
    await user.type(screen.getByLabelText("Nazwa gościa"), "Turysta");
    await user.type(screen.getByLabelText("Komentarz"), "www.a.pl www.b.pl www.c.pl");
    await user.click(screen.getByRole("button", { name: "Wyślij" }));
    await waitFor(() => expect(screen.queryByRole("form")).not.toBeInTheDocument());
    const card = screen.getByRole("article", { name: /Turysta/ });
    expect(card).toHaveTextContent("Komentarz czeka na zatwierdzenie");
    expect(
      screen.getAllByRole("status").some((status) => status.textContent === "Komentarz czeka na zatwierdzenie"),
    ).toBe(true);
    // Only its author has it: the thread others read is unchanged.
    expect(api.current()).toHaveLength(3);
    expect(screen.getAllByText("Komentarz czeka na zatwierdzenie", { selector: "article p" })).toHaveLength(1);
  });

  test("every comment held in one visit stays on the author's page, not only the latest", async () => {
    const api = withApi({ comments: threeComments, holdGuests: true });
    const user = userEvent.setup();
    render(<CommentsPage api={api} section="Hel" initial={firstPage(threeComments)} viewer={null} />);
    for (const login of ["Turysta", "Wczasowicz"]) {
      await user.click(screen.getByRole("button", { name: "Dodaj swój komentarz" }));
      await user.clear(screen.getByLabelText("Nazwa gościa"));
      await user.type(screen.getByLabelText("Nazwa gościa"), login);
      await user.type(screen.getByLabelText("Komentarz"), "www.a.pl www.b.pl www.c.pl");
      await user.click(screen.getByRole("button", { name: "Wyślij" }));
      await waitFor(() => expect(screen.queryByRole("form")).not.toBeInTheDocument());
    }
    expect(screen.getByRole("article", { name: /Turysta/ })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: /Wczasowicz/ })).toBeInTheDocument();
  });
});

describe("permalinks", () => {
  test("the link button copies the page's address with the comment's anchor and says so", async () => {
    withApi({ comments: threeComments });
    history.replaceState(null, "", "/Hel?strona=1");
    const user = userEvent.setup();
    // After user-event's setup, which puts its own clipboard in place.
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    vi.spyOn(navigator, "clipboard", "get").mockReturnValue({ writeText } as unknown as Clipboard);
    render(<CommentsPage section="Hel" initial={firstPage(threeComments)} viewer={null} />);
    const card = screen.getByRole("article", { name: /kasia_modelarka/ });
    await user.click(within(card).getByRole("button", { name: "link" }));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/Hel?strona=1#komentarz-2`);
    expect(await within(card).findByText("Skopiowano link do komentarza")).toHaveAttribute("role", "status");
  });

  test("where the clipboard is refused, the address bar gets the anchor instead", async () => {
    withApi({ comments: threeComments });
    history.replaceState(null, "", "/Hel");
    const user = userEvent.setup();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockRejectedValue(new Error("NotAllowedError"));
    vi.spyOn(navigator, "clipboard", "get").mockReturnValue({ writeText } as unknown as Clipboard);
    render(<CommentsPage section="Hel" initial={firstPage(threeComments)} viewer={null} />);
    await user.click(within(screen.getByRole("article", { name: /Paweł/ })).getByRole("button", { name: "link" }));
    await waitFor(() => expect(location.hash).toBe("#komentarz-3"));
    expect(screen.queryByText("Skopiowano link do komentarza")).not.toBeInTheDocument();
  });

  test("a hash naming an older comment reads older pages until it is there, then opens, scrolls to and focuses it", async () => {
    const comments = thread(160);
    const api = withApi({ comments });
    history.replaceState(null, "", "/Hel#komentarz-3");
    render(<CommentsPage api={api} section="Hel" initial={firstPage(comments)} viewer={null} />);
    // Two pages of a hundred to render in jsdom: slower than findBy's one second.
    const target = await screen.findByRole("article", { name: /^Gość 3 / });
    expect(target).toHaveAttribute("id", "komentarz-3");
    await waitFor(() => expect(target).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(target);
    expect(pageQueries(api)).toEqual(["?limit=100&before=156", "?limit=100&before=56"]);
    // Every comment read is shown, the older ones too, in order.
    expect(texts()).toEqual(comments.map((comment) => comment.comment));
  });

  test("a hash naming a comment the thread lacks stops reading once nothing older is left", async () => {
    const comments = thread(12);
    const api = withApi({ comments });
    history.replaceState(null, "", "/Hel#komentarz-999");
    render(<CommentsPage api={api} section="Hel" initial={firstPage(comments)} viewer={null} />);
    await waitFor(() => expect(pageQueries(api)).toEqual(["?limit=100&before=8"]));
    // The page of older comments is kept, behind the button like any other.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Pokaż resztę komentarzy" })).toBeInTheDocument());
    expect(scrolled).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageQueries(api)).toHaveLength(1);
  });
});
