import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AccountPage } from "../index.ts";
import type { AccountAnswer } from "../components/account-page.tsx";
import { ACCOUNT_INTENTS, CONFIRM_MESSAGES, MESSAGES } from "../model.ts";
import { AccountPageFromLoader, fakeAccountServerStories } from "../tests/account-page.tsx";
import { accountUserOf, adminAccount, buildAccount } from "../tests/fixtures.ts";

const kasia = buildAccount();
const unconfirmed = buildAccount({ login: "nowa_osoba", email: "nowa@example.com", emailConfirmed: false });
const fakeServer = fakeAccountServerStories();

const meta = {
  title: "Features/Account/AccountPage",
  component: AccountPage,
  args: { user: null },
  // The page as its route renders it: the user from the root loader, which reads the fake server's session.
  render: (args) => <AccountPageFromLoader {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "/Konto, where the header's account icon leads without JavaScript: a guest gets the login and registration forms side by side, a signed-in visitor the own data with the password change, the sign-outs and the deletion. Every form posts to the page's action and works without JavaScript.",
      },
    },
    router: {
      path: "/Konto",
      initialEntry: "/Konto",
      ...fakeServer.router,
    },
  },
  beforeEach: fakeServer.beforeEach,
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function form(canvasElement: HTMLElement, heading: string): HTMLElement {
  const title = within(canvasElement).getByRole("heading", { name: heading });
  return title.closest("form")!;
}

/** A guest: both forms, neither taking the focus as the page loads. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Konto" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Logowanie" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Rejestracja" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Zamknij" })).not.toBeInTheDocument();
    await expect(form(canvasElement, "Logowanie")).toHaveAttribute("action", "/Konto");
    await expect(within(form(canvasElement, "Logowanie")).getByDisplayValue(ACCOUNT_INTENTS.login)).toHaveAttribute(
      "type",
      "hidden",
    );
  },
};

/** A refused login through the page's action: the message in red, the login kept. */
export const LoginError: Story = {
  play: async ({ canvasElement }) => {
    const login = within(form(canvasElement, "Logowanie"));
    await userEvent.type(login.getByLabelText("Login"), kasia.login);
    await userEvent.type(login.getByLabelText("Hasło"), "zle-haslo");
    await userEvent.click(login.getByRole("button", { name: "Zaloguj" }));
    await expect(await login.findByRole("alert")).toHaveTextContent(MESSAGES.badCredentials);
    await expect(login.getByLabelText("Login")).toHaveValue(kasia.login);
  },
};

const refusedWithoutScript: AccountAnswer = {
  intent: ACCOUNT_INTENTS.login,
  ok: false,
  status: 401,
  error: MESSAGES.badCredentials,
  values: { intent: ACCOUNT_INTENTS.login, login: kasia.login },
};

/** The page rendered again after a refused document POST (no JavaScript): the answer comes as `actionData`. */
export const RefusedWithoutJavaScript: Story = {
  args: { answer: refusedWithoutScript },
  play: async ({ canvasElement }) => {
    const login = within(form(canvasElement, "Logowanie"));
    await expect(login.getByRole("alert")).toHaveTextContent(MESSAGES.badCredentials);
    await expect(login.getByLabelText("Login")).toHaveValue(kasia.login);
    await expect(login.getByLabelText("Hasło")).toHaveValue("");
  },
};

/** Logging in through the page: the signed-in panel follows from the revalidated loader. */
export const LoggingIn: Story = {
  play: async ({ canvasElement }) => {
    const login = within(form(canvasElement, "Logowanie"));
    await userEvent.type(login.getByLabelText("Login"), kasia.login);
    await userEvent.type(login.getByLabelText("Hasło"), kasia.password);
    await userEvent.click(login.getByRole("button", { name: "Zaloguj" }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Twoje konto" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Zalogowano");
  },
};

export const SignedIn: Story = {
  args: { user: accountUserOf(kasia) },
  parameters: { accountServer: { loggedIn: kasia.login } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Twoje konto" })).toBeVisible();
    await expect(canvas.getByText(kasia.email)).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Zmiana hasła" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Usuwanie konta" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Wyloguj" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Wyloguj ze wszystkich urządzeń" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Pobierz moje dane" })).toHaveAttribute("href", "/api/users/me");
  },
};

/** An address not yet confirmed: the page says so and sends the link again. */
export const UnconfirmedEmail: Story = {
  args: { user: accountUserOf(unconfirmed) },
  parameters: { accountServer: { accounts: [unconfirmed], loggedIn: unconfirmed.login } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`(${CONFIRM_MESSAGES.unconfirmed})`)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Wyślij link potwierdzający" }));
    await expect(await canvas.findByText(CONFIRM_MESSAGES.sent)).toBeVisible();
  },
};

/** The password change through the page's action: the page says so and stays signed in. */
export const PasswordChanged: Story = {
  ...SignedIn,
  play: async ({ canvasElement }) => {
    const change = within(form(canvasElement, "Zmiana hasła"));
    await userEvent.type(change.getByLabelText("Obecne hasło"), kasia.password);
    await userEvent.type(change.getByLabelText("Nowe hasło"), "nowe-haslo");
    await userEvent.type(change.getByLabelText("Powtórz nowe hasło"), "nowe-haslo");
    await userEvent.click(change.getByRole("button", { name: "Zmień hasło" }));
    await waitFor(() => expect(within(canvasElement).getByRole("status")).toHaveTextContent("Hasło zmienione"));
    await expect(within(canvasElement).getByRole("heading", { name: "Twoje konto" })).toBeVisible();
  },
};

/** An administrator: no deletion form (docs/decisions/014). */
export const Admin: Story = {
  args: { user: accountUserOf(adminAccount) },
  parameters: { accountServer: { loggedIn: adminAccount.login } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("administrator")).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "Usuwanie konta" })).not.toBeInTheDocument();
    await expect(canvas.getByText(/Konto administratora usuwa się narzędziem administracyjnym/)).toBeVisible();
  },
};

/** The admin's /Konto: the owner's pages first, with the comments waiting for moderation. */
export const AdminWithOwnerMenu: Story = {
  args: { user: accountUserOf(adminAccount), owner: { held: 12 } },
  parameters: { accountServer: { loggedIn: adminAccount.login } },
  play: async ({ canvasElement }) => {
    const menu = within(await within(canvasElement).findByRole("navigation", { name: "Prowadzenie strony" }));
    await expect(menu.getByRole("link", { name: "Nowy model" })).toHaveAttribute("href", "/Katalog/nowy");
    await expect(menu.getByRole("link", { name: "Modele" })).toHaveAttribute("href", "/Katalog");
    await expect(menu.getByRole("link", { name: "Moderacja (12)" })).toHaveAttribute("href", "/Moderacja");
  },
};

/** Sent here by an owner's 404 page: the sign-in carries the page to return to, as a field that works without JavaScript. */
export const SignInToReturn: Story = {
  tags: ["no-visual"],
  args: { returnTo: "/Moderacja" },
  parameters: { router: { ...meta.parameters.router, initialEntry: "/Konto?powrot=%2FModeracja" } },
  play: async ({ canvasElement }) => {
    const login = within(form(canvasElement, "Logowanie"));
    await expect(login.getByDisplayValue("/Moderacja")).toHaveAttribute("name", "powrot");
    await expect(login.getByDisplayValue("/Moderacja")).toHaveAttribute("type", "hidden");
    await expect(within(form(canvasElement, "Rejestracja")).queryByDisplayValue("/Moderacja")).not.toBeInTheDocument();
  },
};

export const Dark: Story = { ...LoginError, globals: { theme: "dark" } };

export const DarkSignedIn: Story = { ...SignedIn, globals: { theme: "dark" } };

export const Mobile: Story = { ...Guest, globals: { viewport: { value: "mobile" } } };

export const MobileAdminWithOwnerMenu: Story = { ...AdminWithOwnerMenu, globals: { viewport: { value: "mobile" } } };
