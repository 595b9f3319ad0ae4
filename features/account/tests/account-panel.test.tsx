import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { createPageStub, PAGE_ROUTE_ID } from "#tests/setup/page-stub.tsx";
import { ACCOUNT_INTENTS, ACCOUNT_MESSAGES, MESSAGES, type AccountIntent } from "../model.ts";
import { COOKIE_REFUSED } from "../state/use-account-session.ts";
import { REFUSALS } from "#app/lib/refusal-messages.ts";
import { AccountPanelFromLoader } from "./account-page.tsx";
import {
  adminAccount,
  buildAccount,
  createFakeAccountServer,
  type FakeAccountServer,
  type FakeAccountServerOptions,
} from "./fixtures.ts";

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods: open it as a browser would, honouring `autofocus`.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
    this.querySelector<HTMLElement>("[autofocus]")?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

interface Setup extends FakeAccountServerOptions {
  open?: boolean;
  storedUser?: string;
}

/**
 * The panel as the layout uses it, on a page shaped like the site: rendered first from what the server read, then
 * from the page's loader, which plays the root loader (the user of the fake server's session cookie), so the
 * revalidation after a login or logout really changes the `user` prop.
 */
async function renderPanel({ open = true, storedUser, ...options }: Setup = {}) {
  const server = createFakeAccountServer(options);
  vi.stubGlobal("fetch", server.fetch);
  if (storedUser !== undefined) localStorage.setItem("user", storedUser);
  const hydrated = server.pageLoader();
  const loader = vi.fn(server.pageLoader);

  function Layout() {
    const [isOpen, setOpen] = useState(open);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Konto
        </button>
        <AccountPanelFromLoader open={isOpen} onClose={() => setOpen(false)} user={null} />
      </>
    );
  }

  const Stub = createPageStub({ Component: Layout, loader, action: server.action });
  render(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { [PAGE_ROUTE_ID]: hydrated } }} />);
  await screen.findByRole("button", { name: "Konto" });
  // The dialog opens in an effect after the first render; a busy machine may need a moment.
  if (open) await screen.findByRole("button", { name: "Zamknij panel" });
  if (open) await viewsShown();
  return { server, loader, user: userEvent.setup() };
}

/** The panel's views load with its first opening: wait until they replace the spinner. */
async function viewsShown() {
  // The first opening compiles the views' module: on a busy machine that takes more than the default second.
  await waitFor(
    () => expect(screen.queryByRole("status", { name: "Ładowanie panelu konta" })).not.toBeInTheDocument(),
    {
      timeout: 10_000,
    },
  );
}

function dialog() {
  return screen.getByRole("dialog", { name: "Konto" });
}

function requestsTo(server: FakeAccountServer, method: string, path: string) {
  return server.requests.filter((request) => request.method === method && request.path === path);
}

/** The forms post to /Konto's action, each with its intent. */
function intentsSent(server: FakeAccountServer, intent: AccountIntent) {
  return server.requests.filter((request) => request.path === "/Konto" && request.intent === intent);
}

async function logInAs(user: ReturnType<typeof userEvent.setup>, login: string, password: string) {
  await user.type(screen.getByLabelText("Login"), login);
  await user.type(screen.getByLabelText("Hasło"), password);
  await user.click(screen.getByRole("button", { name: "Zaloguj" }));
}

describe("login mode", () => {
  test("starts with the login form, its field focused, Zaloguj, Zamknij and the way to registration", async () => {
    await renderPanel();
    const panel = dialog();
    expect(within(panel).getByRole("heading", { name: "Logowanie" })).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole("textbox", { name: "Login" })).toHaveFocus());
    expect(within(panel).getByLabelText("Hasło")).toHaveAttribute("type", "password");
    for (const name of ["Zaloguj", "Zamknij", "Zarejestruj"]) {
      expect(within(panel).getByRole("button", { name })).toBeInTheDocument();
    }
  });

  test("shows the messages beside empty fields and sends nothing", async () => {
    const { server, user } = await renderPanel();
    await user.click(screen.getByRole("button", { name: "Zaloguj" }));
    const login = screen.getByRole("textbox", { name: "Login" });
    expect(login).toHaveAttribute("aria-invalid", "true");
    expect(login).toHaveAccessibleDescription(MESSAGES.loginRequired);
    expect(login).toHaveFocus();
    expect(screen.getByLabelText("Hasło")).toHaveAccessibleDescription(MESSAGES.passwordRequired);
    expect(intentsSent(server, ACCOUNT_INTENTS.login)).toHaveLength(0);
  });

  test("checks the spec's lengths before asking the server", async () => {
    const { server, user } = await renderPanel();
    await logInAs(user, "ab", "1234");
    expect(screen.getByRole("textbox", { name: "Login" })).toHaveAccessibleDescription(MESSAGES.loginLength);
    expect(screen.getByLabelText("Hasło")).toHaveAccessibleDescription(MESSAGES.passwordShort);
    expect(intentsSent(server, ACCOUNT_INTENTS.login)).toHaveLength(0);
  });

  test("clears a field's message as soon as it is edited", async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole("button", { name: "Zaloguj" }));
    const login = screen.getByRole("textbox", { name: "Login" });
    await user.type(login, "k");
    expect(login).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(MESSAGES.loginRequired)).not.toBeInTheDocument();
  });

  test("the eye button shows and hides the password, titled pokaż hasło / ukryj hasło", async () => {
    const { user } = await renderPanel();
    const password = screen.getByLabelText("Hasło");
    await user.type(password, "tajne-haslo");
    const show = screen.getByRole("button", { name: "pokaż hasło" });
    expect(show).toHaveAttribute("title", "pokaż hasło");
    await user.click(show);
    expect(password).toHaveAttribute("type", "text");
    const hide = screen.getByRole("button", { name: "ukryj hasło" });
    expect(hide).toHaveAttribute("title", "ukryj hasło");
    await user.click(hide);
    expect(password).toHaveAttribute("type", "password");
  });

  test("a wrong password shows Błędny login lub hasło, and closing the panel clears it", async () => {
    const { user } = await renderPanel();
    await logInAs(user, "kasia_modelarka", "zle-haslo");
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.badCredentials);
    await user.click(screen.getByRole("button", { name: "Zamknij" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Konto" }));
    expect(within(dialog()).getByRole("heading", { name: "Logowanie" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Login" })).toHaveValue("");
  });

  test("a network failure shows a Polish message", async () => {
    const { user } = await renderPanel({ offline: true });
    await logInAs(user, "kasia_modelarka", "tajne-haslo");
    expect(await screen.findByRole("alert")).toHaveTextContent(REFUSALS.offline);
  });

  test("says so when the browser did not keep the session cookie", async () => {
    const { user } = await renderPanel({ dropsCookie: true });
    await logInAs(user, "kasia_modelarka", "tajne-haslo");
    expect(await screen.findByRole("alert")).toHaveTextContent(COOKIE_REFUSED);
    expect(localStorage.getItem("user")).toBeNull();
  });
});

describe("logging in and out", () => {
  test("Zalogowano with a tick for a second, then the own data with the password masked", async () => {
    const { server, loader, user } = await renderPanel();
    const loads = loader.mock.calls.length;
    await logInAs(user, "kasia_modelarka", "tajne-haslo");
    expect(await screen.findByText("Zalogowano")).toHaveAttribute("role", "status");
    const shownAt = Date.now();
    const heading = await screen.findByRole("heading", { name: "Twoje konto" });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(900);
    await waitFor(() => expect(heading).toHaveFocus());
    const panel = dialog();
    expect(within(panel).getByText("kasia_modelarka")).toBeInTheDocument();
    expect(within(panel).getByText("kasia@example.com")).toBeInTheDocument();
    expect(within(panel).getByText("•••••")).toBeInTheDocument();
    expect(within(panel).queryByText("tajne-haslo")).not.toBeInTheDocument();
    expect(within(panel).getByText("użytkownik")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Wyloguj" })).toBeInTheDocument();
    // The root loader was asked again, so the header follows the cookie.
    expect(loader.mock.calls.length).toBeGreaterThan(loads);
    expect(JSON.parse(localStorage.getItem("user")!)).toEqual({ login: "kasia_modelarka", admin: false });
    expect(localStorage.getItem("user")).not.toContain("tajne");
    // The revalidated root loader brought the e-mail: nothing else was asked for it.
    expect(requestsTo(server, "GET", "/api/users/verify")).toHaveLength(0);
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({
      login: "kasia_modelarka",
      password: "tajne-haslo",
    });
  });

  test("an admin sees administrator in the own data", async () => {
    await renderPanel({ loggedIn: "admin" });
    const panel = dialog();
    expect(within(panel).getByText("admin")).toBeInTheDocument();
    expect(await within(panel).findByText(adminAccount.email)).toBeInTheDocument();
    expect(within(panel).getByText("administrator")).toBeInTheDocument();
  });

  test("Wyloguj ends the session, clears the stored user and returns to the login form", async () => {
    const { server, loader, user } = await renderPanel({ loggedIn: "kasia_modelarka" });
    await screen.findByText("kasia@example.com");
    expect(localStorage.getItem("user")).not.toBeNull();
    const loads = loader.mock.calls.length;
    await user.click(screen.getByRole("button", { name: "Wyloguj" }));
    expect(await screen.findByRole("heading", { name: "Logowanie" })).toBeInTheDocument();
    expect(intentsSent(server, ACCOUNT_INTENTS.logout)).toHaveLength(1);
    expect(server.session()).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(loader.mock.calls.length).toBeGreaterThan(loads);
  });

  test("a logout that cannot reach the server says so and keeps the own data", async () => {
    const { server, user } = await renderPanel({ loggedIn: "kasia_modelarka" });
    await screen.findByText("kasia@example.com");
    server.goOffline();
    await user.click(screen.getByRole("button", { name: "Wyloguj" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(REFUSALS.offline);
    expect(screen.getByRole("heading", { name: "Twoje konto" })).toBeInTheDocument();
    expect(server.session()).toBe("kasia_modelarka");
  });
});

describe("registration mode", () => {
  async function openRegistration(options: Setup = {}) {
    const setup = await renderPanel(options);
    await setup.user.click(screen.getByRole("button", { name: "Zarejestruj" }));
    expect(await screen.findByRole("heading", { name: "Rejestracja" })).toBeInTheDocument();
    return setup;
  }

  async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      if (value) await user.type(screen.getByLabelText(label), value);
    }
  }

  test("has login, e-mail, password and repeated password, Zarejestruj and Anuluj", async () => {
    const { user } = await openRegistration();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Login" })).toHaveFocus());
    expect(screen.getByRole("textbox", { name: "Login" })).toHaveAccessibleDescription("Od 3 do 20 znaków.");
    expect(screen.getByLabelText("Hasło")).toHaveAccessibleDescription("Co najmniej 5 znaków.");
    expect(screen.getByRole("textbox", { name: "E-mail" })).toBeInTheDocument();
    expect(screen.getByLabelText("Hasło")).toHaveAttribute("type", "password");
    expect(screen.getByLabelText("Powtórz hasło")).toHaveAttribute("type", "password");
    expect(screen.getAllByRole("button", { name: "pokaż hasło" })).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Anuluj" }));
    expect(screen.getByRole("heading", { name: "Logowanie" })).toBeInTheDocument();
  });

  test("shows every field's message beside it and sends nothing", async () => {
    const { server, user } = await openRegistration();
    await fill(user, { Login: "ab", "E-mail": "a@b.c", Hasło: "1234" });
    await user.click(screen.getByRole("button", { name: "Zarejestruj" }));
    expect(screen.getByRole("textbox", { name: "Login" })).toHaveAccessibleDescription(MESSAGES.loginLength);
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    expect(screen.getByLabelText("Hasło")).toHaveAccessibleDescription(MESSAGES.passwordShort);
    expect(screen.getByLabelText("Powtórz hasło")).toHaveAccessibleDescription(MESSAGES.passwordRequired);
    expect(screen.getByRole("textbox", { name: "Login" })).toHaveFocus();
    expect(intentsSent(server, ACCOUNT_INTENTS.register)).toHaveLength(0);
  });

  test("an empty e-mail is required", async () => {
    const { user } = await openRegistration();
    await fill(user, { Login: "nowy_login", Hasło: "12345", "Powtórz hasło": "12345" });
    await user.click(screen.getByRole("button", { name: "Zarejestruj" }));
    const email = screen.getByRole("textbox", { name: "E-mail" });
    expect(email).toHaveAccessibleDescription(MESSAGES.emailRequired);
    expect(email).toHaveFocus();
  });

  test("differing passwords show Błędne hasło, clear both fields and send nothing", async () => {
    const { server, user } = await openRegistration();
    await fill(user, {
      Login: "nowy_login",
      "E-mail": "nowy@example.com",
      Hasło: "haslo-1",
      "Powtórz hasło": "haslo-2",
    });
    await user.click(screen.getByRole("button", { name: "Zarejestruj" }));
    expect(screen.getByText(MESSAGES.passwordsDiffer)).toBeInTheDocument();
    const password = screen.getByLabelText("Hasło");
    const repeat = screen.getByLabelText("Powtórz hasło");
    expect(password).toHaveValue("");
    expect(repeat).toHaveValue("");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(repeat).toHaveAccessibleDescription(MESSAGES.passwordsDiffer);
    expect(password).toHaveFocus();
    expect(intentsSent(server, ACCOUNT_INTENTS.register)).toHaveLength(0);
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveValue("nowy@example.com");
  });

  test("Zarejestrowano with a tick, then login mode with the login filled in and the password focused", async () => {
    const { server, user } = await openRegistration();
    await fill(user, {
      Login: "  nowy_login ",
      "E-mail": "nowy@example.com",
      Hasło: "haslo-123",
      "Powtórz hasło": "haslo-123",
    });
    await user.click(screen.getByRole("button", { name: "Zarejestruj" }));
    expect(await screen.findByText("Zarejestrowano")).toHaveAttribute("role", "status");
    expect(intentsSent(server, ACCOUNT_INTENTS.register)[0]?.body).toEqual({
      login: "nowy_login",
      email: "nowy@example.com",
      password: "haslo-123",
    });
    await screen.findByRole("heading", { name: "Logowanie" });
    expect(screen.getByRole("textbox", { name: "Login" })).toHaveValue("nowy_login");
    // Focus moves in an effect after the login view appears.
    await waitFor(() => expect(screen.getByLabelText("Hasło")).toHaveFocus());
    // Registration does not log in.
    expect(server.session()).toBeNull();
    await user.type(screen.getByLabelText("Hasło"), "haslo-123");
    await user.click(screen.getByRole("button", { name: "Zaloguj" }));
    expect(await screen.findByRole("heading", { name: "Twoje konto" })).toBeInTheDocument();
    expect(screen.getByText("nowy@example.com")).toBeInTheDocument();
  });

  test("a taken login or e-mail shows Taki login lub email już istnieje", async () => {
    const { user } = await openRegistration();
    await fill(user, {
      Login: "KASIA_modelarka",
      "E-mail": "inna@example.com",
      Hasło: "haslo-123",
      "Powtórz hasło": "haslo-123",
    });
    await user.click(screen.getByRole("button", { name: "Zarejestruj" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.accountExists);
    expect(screen.getByRole("heading", { name: "Rejestracja" })).toBeInTheDocument();
  });

  test("the rate limit's message is shown as the server wrote it", async () => {
    const { user } = await openRegistration({ rateLimited: true });
    await fill(user, {
      Login: "nowy_login",
      "E-mail": "nowy@example.com",
      Hasło: "haslo-123",
      "Powtórz hasło": "haslo-123",
    });
    await user.click(screen.getByRole("button", { name: "Zarejestruj" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Zbyt wiele prób. Odczekaj minutę i spróbuj ponownie.");
  });
});

describe("the check on start", () => {
  test("a guest with nothing stored asks the server nothing", async () => {
    const { server } = await renderPanel({ open: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(server.requests).toHaveLength(0);
  });

  test("a stored user whose session is gone is forgotten, as the root loader read no session", async () => {
    const { server } = await renderPanel({ open: false, storedUser: JSON.stringify({ login: "kasia", admin: true }) });
    await waitFor(() => expect(localStorage.getItem("user")).toBeNull());
    expect(requestsTo(server, "GET", "/api/users/verify")).toHaveLength(0);
  });

  test("the old site's stored copy with a password is replaced by login and admin only", async () => {
    const account = buildAccount({ login: "stary_uzytkownik" });
    await renderPanel({
      open: false,
      accounts: [account],
      loggedIn: account.login,
      storedUser: JSON.stringify({ login: account.login, password: account.password, verify: true }),
    });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem("user")!)).toEqual({ login: "stary_uzytkownik", admin: false }),
    );
  });

  test("a logged-in user gets the stored copy and the e-mail from the loader, before the panel opens", async () => {
    const { server, user } = await renderPanel({ open: false, loggedIn: "kasia_modelarka" });
    await waitFor(() => expect(localStorage.getItem("user")).not.toBeNull());
    await user.click(screen.getByRole("button", { name: "Konto" }));
    await viewsShown();
    expect(within(dialog()).getByText("kasia@example.com")).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  test("the e-mail comes with the page: without a connection the own data still shows it", async () => {
    const { server } = await renderPanel({ loggedIn: "kasia_modelarka", offline: true });
    const panel = dialog();
    expect(within(panel).getByText("kasia@example.com")).toBeInTheDocument();
    expect(within(panel).getByText("kasia_modelarka")).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});

describe("the account's own life", () => {
  async function signedIn(options: Setup = {}) {
    const setup = await renderPanel({ loggedIn: "kasia_modelarka", ...options });
    await screen.findByText("kasia@example.com");
    return setup;
  }

  async function changePassword(
    user: ReturnType<typeof userEvent.setup>,
    current: string,
    next: string,
    repeat = next,
  ) {
    await user.click(screen.getByRole("button", { name: "Zmień hasło" }));
    expect(await screen.findByRole("heading", { name: "Zmiana hasła" })).toBeInTheDocument();
    if (current) await user.type(screen.getByLabelText("Obecne hasło"), current);
    if (next) await user.type(screen.getByLabelText("Nowe hasło"), next);
    if (repeat) await user.type(screen.getByLabelText("Powtórz nowe hasło"), repeat);
    await user.click(screen.getByRole("button", { name: "Zmień hasło" }));
  }

  test("the own data links the export file and the privacy note", async () => {
    await signedIn();
    const download = screen.getByRole("link", { name: "Pobierz moje dane" });
    expect(download).toHaveAttribute("href", "/api/users/me");
    expect(download).toHaveAttribute("download", "moje-dane.json");
    expect(screen.getByRole("link", { name: "Prywatność" })).toHaveAttribute("href", "/Prywatnosc");
  });

  test("a password change sends both passwords, confirms, and returns to the own data still signed in", async () => {
    const { server, user } = await signedIn();
    await changePassword(user, "tajne-haslo", "nowe-haslo");
    expect(await screen.findByText("Hasło zmienione")).toHaveAttribute("role", "status");
    expect(await screen.findByRole("heading", { name: "Twoje konto" })).toBeInTheDocument();
    expect(intentsSent(server, ACCOUNT_INTENTS.password).map((request) => request.body)).toEqual([
      { currentPassword: "tajne-haslo", newPassword: "nowe-haslo" },
    ]);
    expect(server.accounts.find((account) => account.login === "kasia_modelarka")?.password).toBe("nowe-haslo");
    expect(server.session()).toBe("kasia_modelarka");
  });

  test("a wrong current password shows the server's message and keeps every field", async () => {
    const { user } = await signedIn();
    await changePassword(user, "zle-haslo", "nowe-haslo");
    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.wrongPassword);
    expect(screen.getByLabelText("Obecne hasło")).toHaveValue("zle-haslo");
    expect(screen.getByLabelText("Nowe hasło")).toHaveValue("nowe-haslo");
    expect(screen.getByLabelText("Powtórz nowe hasło")).toHaveValue("nowe-haslo");
  });

  test.each([
    [
      "the repeat differs",
      "tajne-haslo",
      "nowe-haslo",
      "inne-haslo",
      "Powtórz nowe hasło",
      ACCOUNT_MESSAGES.repeatDiffers,
    ],
    ["the new password is short", "tajne-haslo", "1234", "1234", "Nowe hasło", MESSAGES.passwordShort],
    [
      "the new password is the current one",
      "tajne-haslo",
      "tajne-haslo",
      "tajne-haslo",
      "Nowe hasło",
      ACCOUNT_MESSAGES.samePassword,
    ],
    [
      "the current password is empty",
      "",
      "nowe-haslo",
      "nowe-haslo",
      "Obecne hasło",
      ACCOUNT_MESSAGES.currentPasswordRequired,
    ],
  ])("sends nothing when %s", async (_name, current, next, repeat, field, message) => {
    const { server, user } = await signedIn();
    await changePassword(user, current, next, repeat);
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(field)).toHaveFocus();
    expect(intentsSent(server, ACCOUNT_INTENTS.password)).toHaveLength(0);
  });

  test("Anuluj returns from the form to the own data", async () => {
    const { user } = await signedIn();
    await user.click(screen.getByRole("button", { name: "Zmień hasło" }));
    await user.click(await screen.findByRole("button", { name: "Anuluj" }));
    expect(await screen.findByRole("heading", { name: "Twoje konto" })).toBeInTheDocument();
  });

  test("Wyloguj ze wszystkich urządzeń ends the sessions and returns to the login form", async () => {
    const { server, user } = await signedIn();
    await user.click(screen.getByRole("button", { name: "Wyloguj ze wszystkich urządzeń" }));
    expect(await screen.findByRole("heading", { name: "Logowanie" })).toBeInTheDocument();
    expect(intentsSent(server, ACCOUNT_INTENTS.endSessions)).toHaveLength(1);
    expect(server.session()).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  test("signing out everywhere without a connection says so and keeps the own data", async () => {
    const { server, user } = await signedIn();
    server.goOffline();
    await user.click(screen.getByRole("button", { name: "Wyloguj ze wszystkich urządzeń" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(REFUSALS.offline);
    expect(screen.getByRole("heading", { name: "Twoje konto" })).toBeInTheDocument();
  });

  test("deleting the account asks for the password, warns, and ends in the login form", async () => {
    const { server, user } = await signedIn();
    await user.click(screen.getByRole("button", { name: "Usuń konto" }));
    expect(await screen.findByRole("heading", { name: "Usuwanie konta" })).toBeInTheDocument();
    expect(screen.getByText("Tego nie można cofnąć.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Usuń konto na zawsze" }));
    expect(screen.getByLabelText("Hasło do potwierdzenia")).toHaveAccessibleDescription(
      ACCOUNT_MESSAGES.currentPasswordRequired,
    );
    expect(intentsSent(server, ACCOUNT_INTENTS.delete)).toHaveLength(0);

    await user.type(screen.getByLabelText("Hasło do potwierdzenia"), "zle-haslo");
    await user.click(screen.getByRole("button", { name: "Usuń konto na zawsze" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.wrongPassword);
    expect(screen.getByLabelText("Hasło do potwierdzenia")).toHaveValue("zle-haslo");

    await user.clear(screen.getByLabelText("Hasło do potwierdzenia"));
    await user.type(screen.getByLabelText("Hasło do potwierdzenia"), "tajne-haslo");
    await user.click(screen.getByRole("button", { name: "Usuń konto na zawsze" }));
    expect(await screen.findByText("Konto usunięte")).toHaveAttribute("role", "status");
    expect(await screen.findByRole("heading", { name: "Logowanie" })).toBeInTheDocument();
    expect(server.accounts.some((account) => account.login === "kasia_modelarka")).toBe(false);
    expect(localStorage.getItem("user")).toBeNull();
  });

  test("an administrator is offered no deletion", async () => {
    await renderPanel({ loggedIn: "admin" });
    await screen.findByText("admin@example.com");
    expect(screen.queryByRole("button", { name: "Usuń konto" })).not.toBeInTheDocument();
    expect(screen.getByText(/Konto administratora usuwa się narzędziem administracyjnym/)).toBeInTheDocument();
  });
});
