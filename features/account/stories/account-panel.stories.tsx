import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AccountPanel } from "../index.ts";
import { ACCOUNT_MESSAGES, MESSAGES } from "../model.ts";
import { AccountPanelFromLoader, fakeAccountServerStories } from "../tests/account-page.tsx";
import { accountUserOf, adminAccount, buildAccount } from "../tests/fixtures.ts";

const kasia = buildAccount();
const fakeServer = fakeAccountServerStories();

const meta = {
  title: "Features/Account/AccountPanel",
  component: AccountPanel,
  args: { open: true, onClose: fn(), user: null },
  // The panel as the layout renders it: `user` from the root loader, which reads the fake server's session.
  render: (args) => <AccountPanelFromLoader {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "The visitor's account panel, opened from the person icon of the header: logging in, registering a new account and, once logged in, the visitor's own data with logging out. It overlays the page as a dialog and closes on its backdrop; its views show the API's Polish error messages beside the fields they concern.",
      },
    },
    router: fakeServer.router,
  },
  beforeEach: fakeServer.beforeEach,
} satisfies Meta<typeof AccountPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The panel's views load with its first opening: wait until they replace the spinner (hidden until the dialog opens). */
async function viewsLoaded(canvasElement: HTMLElement) {
  await waitFor(
    () =>
      expect(
        within(canvasElement).queryByRole("status", { name: "Ładowanie panelu konta", hidden: true }),
      ).not.toBeInTheDocument(),
    { timeout: 10_000 },
  );
}

async function logIn(canvas: Canvas, login: string, password: string) {
  await userEvent.type(canvas.getByLabelText("Login"), login);
  await userEvent.type(canvas.getByLabelText("Hasło"), password);
  await userEvent.click(canvas.getByRole("button", { name: "Zaloguj" }));
}

async function openRegistration(canvas: Canvas) {
  await userEvent.click(canvas.getByRole("button", { name: "Zarejestruj" }));
  await expect(canvas.getByRole("heading", { name: "Rejestracja" })).toBeVisible();
}

async function register(canvas: Canvas, values: { login: string; email: string; password: string; repeat: string }) {
  const fields = [
    ["Login", values.login],
    ["E-mail", values.email],
    ["Hasło", values.password],
    ["Powtórz hasło", values.repeat],
  ] as const;
  for (const [label, value] of fields) {
    if (value) await userEvent.type(canvas.getByLabelText(label), value);
  }
  await userEvent.click(canvas.getByRole("button", { name: "Zarejestruj" }));
}

/** The panel as the account icon opens it for a guest: login mode, the login field focused. */
export const Login: Story = {
  play: async ({ canvasElement, args }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("dialog", { name: "Konto" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Logowanie" })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Login" })).toHaveFocus());
    await userEvent.type(canvas.getByLabelText("Hasło"), "tajne");
    await userEvent.click(canvas.getByRole("button", { name: "pokaż hasło" }));
    await expect(canvas.getByLabelText("Hasło")).toHaveAttribute("type", "text");
    await userEvent.click(canvas.getByRole("button", { name: "ukryj hasło" }));
    await expect(canvas.getByLabelText("Hasło")).toHaveAttribute("type", "password");
    await userEvent.click(canvas.getByRole("button", { name: "Zamknij" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const LoginError: Story = {
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await logIn(canvas, kasia.login, "zle-haslo");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(MESSAGES.badCredentials);
  },
};

export const LoginValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Zaloguj" }));
    await expect(canvas.getByRole("textbox", { name: "Login" })).toHaveAccessibleDescription(MESSAGES.loginRequired);
    await expect(canvas.getByLabelText("Hasło")).toHaveAccessibleDescription(MESSAGES.passwordRequired);
  },
};

/** `Zalogowano` with a tick for a second, then the own data. */
export const LoggingIn: Story = {
  // The same pixels as LoggedIn.
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await logIn(canvas, kasia.login, kasia.password);
    await expect(await canvas.findByText("Zalogowano")).toHaveAttribute("role", "status");
    await expect(await canvas.findByRole("heading", { name: "Twoje konto" })).toBeVisible();
    await expect(canvas.getByText(kasia.email)).toBeVisible();
  },
};

export const Offline: Story = {
  parameters: { accountServer: { offline: true } },
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await logIn(canvas, kasia.login, kasia.password);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Nie udało się połączyć z serwerem");
  },
};

export const Register: Story = {
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await openRegistration(canvas);
    await expect(canvas.getByRole("textbox", { name: "E-mail" })).toBeVisible();
    await expect(canvas.getByLabelText("Powtórz hasło")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Anuluj" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Prywatność" })).toHaveAttribute("href", "/Prywatnosc");
  },
};

export const RegisterValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await openRegistration(canvas);
    await register(canvas, { login: "ab", email: "nie-email", password: "1234", repeat: "" });
    await expect(canvas.getByText(MESSAGES.loginLength)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.passwordShort)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.passwordRequired)).toBeVisible();
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await openRegistration(canvas);
    await register(canvas, { login: "nowy_login", email: "nowy@example.com", password: "haslo-1", repeat: "haslo-2" });
    await expect(canvas.getByText(MESSAGES.passwordsDiffer)).toBeVisible();
    await expect(canvas.getByLabelText("Hasło")).toHaveValue("");
    await expect(canvas.getByLabelText("Powtórz hasło")).toHaveValue("");
  },
};

export const AccountExists: Story = {
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await openRegistration(canvas);
    await register(canvas, { login: kasia.login, email: "inna@example.com", password: "haslo-1", repeat: "haslo-1" });
    await expect(await canvas.findByRole("alert")).toHaveTextContent(MESSAGES.accountExists);
  },
};

/** `Zarejestrowano` with a tick for a second, then login mode with the new login filled in. */
export const RegisteredTick: Story = {
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await openRegistration(canvas);
    await register(canvas, { login: "nowy_login", email: "nowy@example.com", password: "haslo-1", repeat: "haslo-1" });
    await expect(await canvas.findByText("Zarejestrowano")).toHaveAttribute("role", "status");
    await expect(await canvas.findByRole("heading", { name: "Logowanie" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Login" })).toHaveValue("nowy_login");
    await waitFor(() => expect(canvas.getByLabelText("Hasło")).toHaveFocus());
  },
};

export const LoggedIn: Story = {
  args: { user: accountUserOf(kasia) },
  parameters: { accountServer: { loggedIn: kasia.login } },
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Twoje konto" })).toBeVisible();
    await expect(await canvas.findByText(kasia.email)).toBeVisible();
    await expect(canvas.getByText("•••••")).toBeVisible();
    await expect(canvas.getByText("użytkownik")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Wyloguj" })).toBeVisible();
  },
};

export const LoggedInAdmin: Story = {
  args: { user: accountUserOf(adminAccount) },
  parameters: { accountServer: { loggedIn: adminAccount.login } },
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(adminAccount.email)).toBeVisible();
    await expect(canvas.getByText("administrator")).toBeVisible();
    // A site without its administrator could not be run: the panel offers no deletion (docs/decisions/014).
    await expect(canvas.queryByRole("button", { name: "Usuń konto" })).not.toBeInTheDocument();
    await expect(canvas.getByText(/Konto administratora usuwa się narzędziem administracyjnym/)).toBeVisible();
  },
};

/** The admin's panel: the owner's pages first; a tool chosen closes the panel, as the page behind it changes. */
export const OwnerMenu: Story = {
  args: { user: accountUserOf(adminAccount), owner: { held: 3 } },
  parameters: { accountServer: { loggedIn: adminAccount.login } },
  play: async ({ canvasElement, args }) => {
    await viewsLoaded(canvasElement);
    const menu = within(await within(canvasElement).findByRole("navigation", { name: "Prowadzenie strony" }));
    await expect(menu.getByRole("link", { name: "Nowy model" })).toHaveAttribute("href", "/Katalog/nowy");
    await expect(menu.getByRole("link", { name: "Moderacja (3)" })).toHaveAttribute("href", "/Moderacja");
    await userEvent.click(menu.getByRole("link", { name: "Modele" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Nothing waits for moderation: "Moderacja" without a number. */
export const OwnerMenuNothingWaiting: Story = {
  args: { user: accountUserOf(adminAccount), owner: { held: 0 } },
  parameters: { accountServer: { loggedIn: adminAccount.login } },
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const menu = within(await within(canvasElement).findByRole("navigation", { name: "Prowadzenie strony" }));
    await expect(menu.getByRole("link", { name: "Moderacja" })).toBeVisible();
  },
};

/** A reader's panel has no owner's menu, whatever it is handed. */
export const NoOwnerMenuForAUser: Story = {
  // The same pixels as LoggedIn.
  tags: ["no-visual"],
  args: { user: accountUserOf(kasia), owner: { held: 3 } },
  parameters: { accountServer: { loggedIn: kasia.login } },
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(kasia.email)).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Prowadzenie strony" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: "Modele" })).not.toBeInTheDocument();
  },
};

/** A guest's panel: the login, no owner's menu. */
export const NoOwnerMenuForAGuest: Story = {
  // The same pixels as Login.
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Logowanie" })).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Prowadzenie strony" })).not.toBeInTheDocument();
  },
};

/** Wyloguj returns the panel to login mode. */
export const LoggingOut: Story = {
  args: { user: accountUserOf(kasia) },
  parameters: { accountServer: { loggedIn: kasia.login } },
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await canvas.findByText(kasia.email);
    await userEvent.click(canvas.getByRole("button", { name: "Wyloguj" }));
    await expect(await canvas.findByRole("heading", { name: "Logowanie" })).toBeVisible();
    await expect(localStorage.getItem("user")).toBeNull();
  },
};

const signedIn = {
  args: { user: accountUserOf(kasia) },
  parameters: { accountServer: { loggedIn: kasia.login } },
} as const;

/** The own data with the account's own life below it: opens a view in place of the own data. */
async function openOwn(canvasElement: HTMLElement, button: "Zmień hasło" | "Usuń konto") {
  await viewsLoaded(canvasElement);
  const canvas = within(canvasElement);
  await canvas.findByText(kasia.email);
  await userEvent.click(canvas.getByRole("button", { name: button }));
  return canvas;
}

async function typePasswords(canvas: Canvas, current: string, next: string, repeat: string) {
  const fields = [
    ["Obecne hasło", current],
    ["Nowe hasło", next],
    ["Powtórz nowe hasło", repeat],
  ] as const;
  for (const [label, value] of fields) {
    if (value) await userEvent.type(canvas.getByLabelText(label), value);
  }
  await userEvent.click(canvas.getByRole("button", { name: "Zmień hasło" }));
}

/** The section under the own data: password, sign out everywhere, the export link and deletion. */
export const OwnAccountActions: Story = {
  // The same pixels as LoggedIn.
  tags: ["no-visual"],
  ...signedIn,
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Bezpieczeństwo i dane" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Zmień hasło" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Wyloguj ze wszystkich urządzeń" })).toBeVisible();
    const download = canvas.getByRole("link", { name: "Pobierz moje dane" });
    await expect(download).toHaveAttribute("href", "/api/users/me");
    await expect(download).toHaveAttribute("download", "moje-dane.json");
    await expect(canvas.getByRole("button", { name: "Usuń konto" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Prywatność" })).toHaveAttribute("href", "/Prywatnosc");
  },
};

export const ChangePassword: Story = {
  ...signedIn,
  play: async ({ canvasElement }) => {
    const canvas = await openOwn(canvasElement, "Zmień hasło");
    await expect(canvas.getByRole("heading", { name: "Zmiana hasła" })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText("Obecne hasło")).toHaveFocus());
    await expect(canvas.getByLabelText("Nowe hasło")).toHaveAttribute("autocomplete", "new-password");
  },
};

/** Checked before sending: the repeat differs, the new one is too short; what was typed stays. */
export const ChangePasswordErrors: Story = {
  ...signedIn,
  play: async ({ canvasElement }) => {
    const canvas = await openOwn(canvasElement, "Zmień hasło");
    await typePasswords(canvas, "", "nowe-haslo", "inne-haslo");
    await expect(canvas.getByLabelText("Obecne hasło")).toHaveAccessibleDescription(
      ACCOUNT_MESSAGES.currentPasswordRequired,
    );
    await expect(canvas.getByLabelText("Powtórz nowe hasło")).toHaveAccessibleDescription(
      ACCOUNT_MESSAGES.repeatDiffers,
    );
    await expect(canvas.getByLabelText("Nowe hasło")).toHaveValue("nowe-haslo");
    await expect(canvas.getByLabelText("Powtórz nowe hasło")).toHaveValue("inne-haslo");
  },
};

export const ChangePasswordWrongCurrent: Story = {
  ...signedIn,
  play: async ({ canvasElement }) => {
    const canvas = await openOwn(canvasElement, "Zmień hasło");
    await typePasswords(canvas, "zle-haslo", "nowe-haslo", "nowe-haslo");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.wrongPassword);
    await expect(canvas.getByLabelText("Obecne hasło")).toHaveValue("zle-haslo");
    await expect(canvas.getByLabelText("Nowe hasło")).toHaveValue("nowe-haslo");
  },
};

/** `Hasło zmienione` with a tick, then the own data again. */
export const PasswordChanged: Story = {
  // The same pixels as LoggedIn.
  tags: ["no-visual"],
  ...signedIn,
  play: async ({ canvasElement }) => {
    const canvas = await openOwn(canvasElement, "Zmień hasło");
    await typePasswords(canvas, kasia.password, "nowe-haslo", "nowe-haslo");
    await expect(await canvas.findByText("Hasło zmienione")).toHaveAttribute("role", "status");
    await expect(await canvas.findByRole("heading", { name: "Twoje konto" })).toBeVisible();
  },
};

export const SignOutEverywhere: Story = {
  // The same pixels as LoggingOut.
  tags: ["no-visual"],
  ...signedIn,
  play: async ({ canvasElement }) => {
    await viewsLoaded(canvasElement);
    const canvas = within(canvasElement);
    await canvas.findByText(kasia.email);
    await userEvent.click(canvas.getByRole("button", { name: "Wyloguj ze wszystkich urządzeń" }));
    await expect(await canvas.findByRole("heading", { name: "Logowanie" })).toBeVisible();
    await expect(localStorage.getItem("user")).toBeNull();
  },
};

/** The warning in red and the password asked for. */
export const DeleteAccount: Story = {
  ...signedIn,
  play: async ({ canvasElement }) => {
    const canvas = await openOwn(canvasElement, "Usuń konto");
    await expect(canvas.getByRole("heading", { name: "Usuwanie konta" })).toBeVisible();
    await expect(canvas.getByText("Tego nie można cofnąć.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "pobierz swoje dane" })).toHaveAttribute("href", "/api/users/me");
    await waitFor(() => expect(canvas.getByLabelText("Hasło do potwierdzenia")).toHaveFocus());
    await userEvent.click(canvas.getByRole("button", { name: "Usuń konto na zawsze" }));
    await expect(canvas.getByLabelText("Hasło do potwierdzenia")).toHaveAccessibleDescription(
      ACCOUNT_MESSAGES.currentPasswordRequired,
    );
  },
};

export const DeleteAccountWrongPassword: Story = {
  ...signedIn,
  play: async ({ canvasElement }) => {
    const canvas = await openOwn(canvasElement, "Usuń konto");
    await userEvent.type(canvas.getByLabelText("Hasło do potwierdzenia"), "zle-haslo");
    await userEvent.click(canvas.getByRole("button", { name: "Usuń konto na zawsze" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.wrongPassword);
    await expect(canvas.getByLabelText("Hasło do potwierdzenia")).toHaveValue("zle-haslo");
  },
};

/** `Konto usunięte` with a tick, then the login form of a guest. */
export const AccountDeleted: Story = {
  // The same pixels as LoggingOut.
  tags: ["no-visual"],
  ...signedIn,
  play: async ({ canvasElement }) => {
    const canvas = await openOwn(canvasElement, "Usuń konto");
    await userEvent.type(canvas.getByLabelText("Hasło do potwierdzenia"), kasia.password);
    await userEvent.click(canvas.getByRole("button", { name: "Usuń konto na zawsze" }));
    await expect(await canvas.findByText("Konto usunięte")).toHaveAttribute("role", "status");
    await expect(await canvas.findByRole("heading", { name: "Logowanie" })).toBeVisible();
    await expect(localStorage.getItem("user")).toBeNull();
  },
};

export const DarkDeleteAccountWrongPassword: Story = { ...DeleteAccountWrongPassword, globals: { theme: "dark" } };

export const MobileOwnAccount: Story = { ...OwnAccountActions, globals: { viewport: { value: "mobile" } } };

export const MobileChangePasswordErrors: Story = {
  ...ChangePasswordErrors,
  globals: { viewport: { value: "mobile" } },
};

/** The login error in the dark theme: the red message and the fields keep their contrast. */
export const Dark: Story = {
  globals: { theme: "dark" },
  play: LoginError.play,
};

export const DarkLoggedIn: Story = { ...LoggedIn, globals: { theme: "dark" } };

export const MobileOwnerMenu: Story = { ...OwnerMenu, globals: { viewport: { value: "mobile" } } };

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: RegisterValidationErrors.play,
};
