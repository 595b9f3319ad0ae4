import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ActionFunctionArgs } from "react-router";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Comments } from "../components/comments.tsx";
import {
  adminViewer,
  createFakeCommentsApi,
  installFakeFetch,
  makeComment,
  markupComment,
  pageOf,
  threeComments,
  twelveComments,
  userViewer,
  type FakeApiOptions,
} from "../tests/fixtures.ts";
import { CommentsFromLoader } from "../tests/comments-page.tsx";

type Api = ReturnType<typeof createFakeCommentsApi>;
let api: Api;

/** Each story gets its own fake `/api/comments` in place of `fetch` (stories never reach a server). */
function fakeApi(
  options: Omit<FakeApiOptions, "comments" | "viewer"> & { comments?: FakeApiOptions["comments"] } = {},
) {
  return ({
    args,
  }: {
    args: { initial?: { comments: FakeApiOptions["comments"] }; viewer: FakeApiOptions["viewer"] };
  }) => {
    api = createFakeCommentsApi({
      ...options,
      comments: options.comments ?? args.initial?.comments ?? threeComments,
      viewer: args.viewer,
    });
    return installFakeFetch(api);
  };
}

const meta = {
  title: "Features/Comments/Comments",
  component: Comments,
  args: { section: "Hel", initial: { comments: threeComments }, viewer: null },
  beforeEach: fakeApi(),
  // The block as a page renders it: after each change, from the page's loader over the fake API.
  render: (args) => <CommentsFromLoader {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "The comments block at the end of a model page or an article: the thread of one section its latest comments shown and the earlier ones behind 'Pokaż resztę komentarzy', likes, the form to add a comment (as a guest with a name, or as the logged-in user), editing one's own comments and the admin's deleting; every rule is the API's, whose Polish messages it shows.",
      },
    },
    router: {
      loader: () => api.pageLoader(),
      action: (args: ActionFunctionArgs) => api.pageAction(args),
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: "1rem", maxWidth: "56rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Comments>;

export default meta;
type Story = StoryObj<typeof meta>;

const intentOf = (call: { body: unknown }) => (call.body as { intent?: string }).intent;
const addCalls = () => api.calls.filter((call) => call.method === "POST" && intentOf(call) === "comment-post");

export const ThreeComments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /Komentarze\s*\(3\)/ })).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
    await expect(canvas.getByText("Admin")).toBeVisible();
    await expect(canvas.getByText("20-01-2025 19:42")).toBeVisible();
    await expect(canvas.getByText(/edytowano/)).toHaveTextContent("(edytowano 03-07-2025 11:30)");
    await expect(canvas.getByRole("button", { name: "Dodaj swój komentarz" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "edycja" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /Usuń komentarz/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { initial: undefined },
  beforeEach: fakeApi({ hang: ["list"] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status", { name: "Wczytywanie komentarzy…" })).toBeVisible();
    await expect(canvas.queryByText("Brak komentarzy")).toBeNull();
    await expect(canvas.queryByRole("button", { name: /komentarz|Skomentuj/ })).toBeNull();
  },
};

export const LoadsWithoutServerList: Story = {
  // The same pixels as ThreeComments.
  tags: ["no-visual"],
  args: { initial: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole("article")).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { initial: { comments: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Brak komentarzy")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Skomentuj jako pierwszy" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Komentarze" })).toBeVisible();
  },
};

export const TwelveCollapsed: Story = {
  args: { initial: { comments: twelveComments } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /Komentarze\s*\(12\)/ })).toBeVisible();
    const articles = canvas.getAllByRole("article");
    await expect(articles).toHaveLength(5);
    await expect(articles[0]).toHaveTextContent("Komentarz numer 8");
    await expect(articles[4]).toHaveTextContent("Komentarz numer 12");
    await expect(canvas.getByRole("button", { name: "Pokaż resztę komentarzy" })).toBeVisible();
  },
};

export const TwelveExpanded: Story = {
  args: { initial: { comments: twelveComments } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Pokaż resztę komentarzy" }));
    const articles = canvas.getAllByRole("article");
    await expect(articles).toHaveLength(12);
    await expect(articles[0]).toHaveTextContent("Komentarz numer 1:");
    await expect(canvas.queryByRole("button", { name: "Pokaż resztę komentarzy" })).toBeNull();
    await waitFor(() => expect(articles[0]).toHaveFocus());
  },
};

export const GuestForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Dodaj swój komentarz" }));
    const form = canvas.getByRole("form", { name: "Twój komentarz" });
    await expect(within(form).getByLabelText("Nazwa gościa")).toHaveFocus();
    await expect(within(form).getByLabelText("Komentarz")).toBeVisible();
    await expect(within(form).getByRole("link", { name: "Prywatność" })).toHaveAttribute("href", "/Prywatnosc");
    await userEvent.click(within(form).getByRole("button", { name: "Wyślij" }));
    await expect(within(form).getByText("Podaj nazwę gościa")).toBeVisible();
    await userEvent.type(within(form).getByLabelText("Nazwa gościa"), "Turysta");
    await userEvent.click(within(form).getByRole("button", { name: "Wyślij" }));
    await expect(within(form).getByText("Wpisz treść komentarza")).toBeVisible();
    await expect(addCalls()).toHaveLength(0);
  },
};

export const GuestAdds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Dodaj swój komentarz" }));
    await userEvent.type(canvas.getByLabelText("Nazwa gościa"), "Turysta");
    await userEvent.type(canvas.getByLabelText("Komentarz"), "Widziałem oryginał – model wierny!");
    await userEvent.click(canvas.getByRole("button", { name: "Wyślij" }));
    await expect(
      await canvas.findByText("Widziałem oryginał – model wierny!", { selector: "article p" }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole("form")).toBeNull());
    await expect(canvas.getByRole("button", { name: /Komentarze\s*\(4\)/ })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Dodaj swój komentarz" })).toHaveFocus());
  },
};

export const CancelClosesForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Dodaj swój komentarz" }));
    await userEvent.type(canvas.getByLabelText("Komentarz"), "jednak nie");
    await userEvent.click(canvas.getByRole("button", { name: "Anuluj" }));
    await waitFor(() => expect(canvas.queryByRole("form")).toBeNull());
    await expect(addCalls()).toHaveLength(0);
  },
};

export const TakenName: Story = {
  beforeEach: fakeApi({ takenNames: ["Paweł", "kasia_modelarka"] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Dodaj swój komentarz" }));
    await userEvent.type(canvas.getByLabelText("Nazwa gościa"), "KASIA_modelarka");
    await userEvent.type(canvas.getByLabelText("Komentarz"), "Podszywam się");
    await userEvent.click(canvas.getByRole("button", { name: "Wyślij" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Nazwa użytkownika jest już zajęta");
    await expect(canvas.getByLabelText("Nazwa gościa")).toHaveFocus();
    await expect(canvas.getByLabelText("Komentarz")).toHaveValue("Podszywam się");
    // Asking again with the same name answers at once: nothing is sent twice.
    await userEvent.click(canvas.getByRole("button", { name: "Wyślij" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Nazwa użytkownika jest już zajęta");
    await expect(addCalls()).toHaveLength(1);
  },
};

export const Sending: Story = {
  args: { viewer: userViewer },
  beforeEach: fakeApi({ hang: ["add"] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Dodaj swój komentarz" }));
    await expect(canvas.getByText("kasia_modelarka", { selector: "strong" })).toBeVisible();
    await expect(canvas.queryByLabelText("Nazwa gościa")).toBeNull();
    await userEvent.type(canvas.getByLabelText("Komentarz"), "Wysyłam…");
    await userEvent.click(canvas.getByRole("button", { name: "Wyślij" }));
    await expect(await canvas.findByRole("status", { name: "Wysyłanie komentarza…" })).toBeVisible();
    await expect(canvas.getByRole("form")).toHaveAttribute("aria-busy", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Wyślij" }));
    await expect(addCalls()).toHaveLength(1);
  },
};

export const SendFailed: Story = {
  args: { viewer: userViewer },
  beforeEach: fakeApi({ fail: ["add"] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Dodaj swój komentarz" }));
    await userEvent.type(canvas.getByLabelText("Komentarz"), "To nie może przepaść");
    await userEvent.click(canvas.getByRole("button", { name: "Wyślij" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Usługa jest chwilowo niedostępna");
    await expect(canvas.getByLabelText("Komentarz")).toHaveValue("To nie może przepaść");
  },
};

export const ReloadingAfterAdd: Story = {
  args: { viewer: userViewer },
  beforeEach: fakeApi({ hang: ["list"] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Dodaj swój komentarz" }));
    await userEvent.type(canvas.getByLabelText("Komentarz"), "Nowy wpis");
    await userEvent.click(canvas.getByRole("button", { name: "Wyślij" }));
    await expect(await canvas.findByRole("status", { name: "Odświeżanie komentarzy…" })).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
  },
};

export const Edit: Story = {
  args: { viewer: userViewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getAllByRole("button", { name: "edycja" });
    await expect(edit).toHaveLength(1);
    await userEvent.click(edit[0]!);
    const textarea = canvas.getByRole("textbox", { name: "Edytuj komentarz" });
    await expect(textarea).toHaveFocus();
    await expect(canvas.getByRole("button", { name: "Anuluj" })).toBeVisible();
    await userEvent.clear(textarea);
    await userEvent.click(canvas.getByRole("button", { name: "Aktualizuj" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Wpisz treść komentarza");
    await userEvent.type(textarea, "Jakie diody? Już wiem – dzięki!");
    await userEvent.click(canvas.getByRole("button", { name: "Aktualizuj" }));
    await expect(await canvas.findByText("Jakie diody? Już wiem – dzięki!", { selector: "article p" })).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: "Edytuj komentarz" })).toBeNull();
    await waitFor(() => expect(canvas.getByRole("button", { name: "edycja" })).toHaveFocus());
  },
};

export const EditOpen: Story = {
  args: { viewer: userViewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "edycja" }));
    await expect(canvas.getByRole("button", { name: "Aktualizuj" })).toBeVisible();
  },
};

export const AdminWithDelete: Story = {
  args: { viewer: adminViewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button", { name: /^Usuń komentarz użytkownika/ })).toHaveLength(3);
    await expect(canvas.getAllByRole("button", { name: "edycja" })).toHaveLength(1);
  },
};

export const AdminDeletes: Story = {
  args: { viewer: adminViewer },
  beforeEach: fakeApi({ delayMs: 400 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Usuń komentarz użytkownika Marek z Gdyni" }));
    await userEvent.click(canvas.getByRole("button", { name: "Usuń" }));
    await expect(await canvas.findByRole("status", { name: "Usuwanie komentarza…" })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(2));
    await expect(canvas.queryByText(/Byłem na Helu/)).toBeNull();
  },
};

export const Deleting: Story = {
  args: { viewer: adminViewer },
  beforeEach: fakeApi({ hang: ["delete"] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Usuń komentarz użytkownika Paweł" }));
    await expect(canvas.getByText("Usunąć ten komentarz?")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Usuń" }));
    await expect(await canvas.findByRole("status", { name: "Usuwanie komentarza…" })).toBeVisible();
  },
};

// The tooltip lasts LIKE_TOOLTIP_MS (1 s): no stable picture, so no baseline (its play test stays).
export const LikeTooltip: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole("button", { name: /^Polub komentarz/ })[0]!);
    await expect(canvas.getByText("Zaloguj się by oceniać")).toBeVisible();
    await expect(api.calls.filter((call) => intentOf(call) === "comment-like")).toHaveLength(0);
  },
};

export const LikeTooltipDisappears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole("button", { name: /^Polub komentarz/ })[0]!);
    await expect(canvas.getByText("Zaloguj się by oceniać")).toBeVisible();
    await waitFor(() => expect(canvas.queryByText("Zaloguj się by oceniać")).toBeNull());
  },
};

export const UserLikes: Story = {
  args: { viewer: userViewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const like = canvas.getByRole("button", { name: "Polub komentarz, polubienia: 0" });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAccessibleName("Polub komentarz, polubienia: 1"));
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute("aria-pressed", "false"));
    await expect(like).toHaveTextContent("0");
  },
};

export const LoadError: Story = {
  // The same pixels as ThreeComments.
  tags: ["no-visual"],
  args: { initial: { comments: [], error: true } },
  // The server is back by the time the visitor retries.
  beforeEach: fakeApi({ comments: threeComments }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Nie udało się wczytać komentarzy.");
    await expect(canvas.queryByText("Brak komentarzy")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Spróbuj ponownie" }));
    await expect(await canvas.findAllByRole("article")).toHaveLength(3);
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const LoadErrorAgain: Story = {
  args: { initial: { comments: [], error: true } },
  beforeEach: fakeApi({ fail: ["list"] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Spróbuj ponownie" }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Nie udało się wczytać komentarzy.");
  },
};

export const MarkupShownAsText: Story = {
  args: { initial: { comments: [markupComment] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("<script>alert('x')</script> <img src=x onerror=alert(1)>")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "<b>Haker</b>" })).toBeVisible();
    await expect(canvasElement.querySelector("article img, article script")).toBeNull();
  },
};

/** The page's loader sends the newest five of twelve, as the site does; older ones come from the API. */
const pagedThread = { initial: { ...pageOf(twelveComments, 5), formToken: "fake-token" } };
const pagedApi = (options: Omit<FakeApiOptions, "comments" | "viewer"> = {}) =>
  fakeApi({ comments: twelveComments, pageSize: 5, ...options });
const olderCalls = () => api.calls.filter((call) => call.method === "GET" && call.url.startsWith("/api/"));

export const PagedThread: Story = {
  args: pagedThread,
  beforeEach: pagedApi(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /Komentarze\s*\(12\)/ })).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(5);
    await userEvent.click(canvas.getByRole("button", { name: "Pokaż resztę komentarzy" }));
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(12));
    const articles = canvas.getAllByRole("article");
    await expect(articles[0]).toHaveTextContent("Komentarz numer 1:");
    await expect(articles[11]).toHaveTextContent("Komentarz numer 12");
    await expect(canvas.queryByRole("button", { name: "Pokaż resztę komentarzy" })).toBeNull();
    await expect(olderCalls().map((call) => call.query)).toEqual(["?limit=50&before=107"]);
  },
};

export const OlderLoading: Story = {
  args: pagedThread,
  beforeEach: pagedApi({ hang: ["older"] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Pokaż resztę komentarzy" }));
    await expect(await canvas.findByRole("status", { name: "Wczytywanie starszych komentarzy…" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Pokaż resztę komentarzy" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(canvas.getAllByRole("article")).toHaveLength(5);
  },
};

export const OlderFailed: Story = {
  args: pagedThread,
  beforeEach: pagedApi({ fail: ["older"] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Pokaż resztę komentarzy" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Usługa jest chwilowo niedostępna");
    await expect(canvas.getAllByRole("article")).toHaveLength(5);
    await expect(canvas.getByRole("button", { name: "Pokaż resztę komentarzy" })).toBeVisible();
  },
};

/** A guest's comment with three links waits for approval: only its author sees it, marked so. */
export const GuestHeld: Story = {
  beforeEach: fakeApi({ holdGuests: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Dodaj swój komentarz" }));
    await userEvent.type(canvas.getByLabelText("Nazwa gościa"), "Turysta");
    await userEvent.type(canvas.getByLabelText("Komentarz"), "Zdjęcia z Helu: www.a.pl www.b.pl www.c.pl");
    await userEvent.click(canvas.getByRole("button", { name: "Wyślij" }));
    await waitFor(() => expect(canvas.queryByRole("form")).toBeNull());
    const held = await canvas.findByRole("article", { name: /Turysta/ });
    await expect(held).toHaveTextContent("Komentarz czeka na zatwierdzenie");
    await expect(held).toHaveTextContent("www.a.pl www.b.pl www.c.pl");
    await waitFor(() =>
      expect(
        canvas.getAllByRole("status").some((status) => status.textContent === "Komentarz czeka na zatwierdzenie"),
      ).toBe(true),
    );
    // Nobody else is sent it: the thread on the server is still the three published comments.
    await expect(api.current()).toHaveLength(3);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Dodaj swój komentarz" })).toHaveFocus());
  },
};

const heldGuestComment = makeComment({
  id: 4,
  login: "Sprzedam Kartony",
  comment: "Tanie modele! https://przyklad.pl https://przyklad.pl/a https://przyklad.pl/b",
  createdAt: "2025-07-04T08:00:00.000Z",
  held: true,
});

/** The admin is sent held comments with the rest, marked until approved on /Moderacja. */
export const AdminSeesHeld: Story = {
  args: { viewer: adminViewer, initial: { comments: [...threeComments, heldGuestComment] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const held = canvas.getByRole("article", { name: /Sprzedam Kartony/ });
    await expect(held).toHaveTextContent("Komentarz czeka na zatwierdzenie");
    await expect(canvas.getAllByText("Komentarz czeka na zatwierdzenie")).toHaveLength(1);
    await expect(within(held).getByRole("button", { name: /^Usuń komentarz/ })).toBeVisible();
  },
};

/** "Zatwierdź" beside "Usuń" on a held comment: approved in place, the mark goes and the thread shows it to all. */
export const AdminApprovesInPlace: Story = {
  args: AdminSeesHeld.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const held = canvas.getByRole("article", { name: /Sprzedam Kartony/ });
    await expect(within(held).getByRole("button", { name: /^Usuń komentarz/ })).toBeVisible();
    await userEvent.click(
      within(held).getByRole("button", { name: "Zatwierdź komentarz użytkownika Sprzedam Kartony" }),
    );
    await waitFor(() => expect(held).not.toHaveTextContent("Komentarz czeka na zatwierdzenie"));
    await expect(within(held).queryByRole("button", { name: /^Zatwierdź/ })).toBeNull();
    await expect(api.current().find((comment) => comment.id === 4)?.held).toBe(false);
  },
};

/** Opened at `#komentarz-101`, older than the first page: older pages are read until it shows, focused. */
export const Permalinked: Story = {
  args: pagedThread,
  beforeEach: [
    pagedApi(),
    () => {
      // Not `location.hash =`: its popstate makes Storybook render the story again, sometimes without the hash.
      history.replaceState(history.state, "", "#komentarz-101");
      return () => history.replaceState(history.state, "", `${location.pathname}${location.search}`);
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const target = await canvas.findByRole("article", { name: /Gość numer 2/ });
    await expect(target).toHaveAttribute("id", "komentarz-101");
    await waitFor(() => expect(target).toHaveFocus());
    await expect(target).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(12);
    // One page of the largest size from the oldest comment shown: the target lies in it.
    await expect(olderCalls().map((call) => call.query)).toEqual(["?limit=100&before=107"]);
  },
};

export const Dark: Story = { args: { viewer: adminViewer }, globals: { theme: "dark" } };

export const DarkForm: Story = { ...GuestForm, globals: { theme: "dark" } };

export const DarkTwelve: Story = { ...TwelveCollapsed, globals: { theme: "dark" } };

export const Mobile: Story = { args: { viewer: userViewer }, globals: { viewport: { value: "mobile" } } };

export const MobileForm: Story = { ...GuestForm, globals: { viewport: { value: "mobile" } } };

export const DarkPaged: Story = { ...PagedThread, globals: { theme: "dark" } };

export const DarkHeld: Story = { ...GuestHeld, globals: { theme: "dark" } };

export const DarkPermalinked: Story = { ...Permalinked, globals: { theme: "dark" } };

export const MobileHeld: Story = { ...AdminSeesHeld, globals: { viewport: { value: "mobile" } } };

export const MobilePermalinked: Story = { ...Permalinked, globals: { viewport: { value: "mobile" } } };
