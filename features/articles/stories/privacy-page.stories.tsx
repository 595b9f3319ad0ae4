import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RETENTION } from "#features/privacy/index.ts";
import { PrivacyPage } from "../index.ts";

const meta = {
  title: "Features/Articles/PrivacyPage",
  component: PrivacyPage,
  args: { siteName: "Kartonowe budowle", author: "Paweł Kowalski", email: "kontakt@kartonowe-budowle.pl" },
  decorators: [
    (Story) => (
      <div style={{ padding: "0 1rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Prywatność" })).toBeVisible();
    for (const name of ["Co przechowuję i po co", "Jak długo", "Jak pobrać lub usunąć swoje dane"]) {
      await expect(canvas.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    for (const name of ["Liczniki prób", "Ciasteczka i pamięć przeglądarki", "Automatyczne sprawdzenia"]) {
      await expect(canvas.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    const table = canvas.getByRole("table", { name: "Dane, które przechowuję" });
    for (const row of RETENTION) {
      await expect(within(table).getByRole("rowheader", { name: row.name })).toBeVisible();
    }
    await expect(canvas.getByRole("link", { name: "kontakt@kartonowe-budowle.pl" })).toHaveAttribute(
      "href",
      "mailto:kontakt@kartonowe-budowle.pl",
    );
  },
};

export const Dark: Story = { ...Default, globals: { theme: "dark" } };

export const Mobile: Story = { ...Default, globals: { viewport: { value: "mobile" } } };

/** The deployment names the company keeping the owner's mailbox (`MAILBOX_PROVIDER`). */
export const MailboxProviderNamed: Story = {
  args: { mailboxProvider: "Poczta Przykładowa sp. z o.o., Polska" },
  play: async ({ canvasElement }) => {
    const recipients = within(canvasElement).getByRole("heading", { level: 2, name: "Kto jeszcze otrzymuje dane" });
    const mailbox = within(recipients.nextElementSibling as HTMLElement).getByText(
      "Poczta Przykładowa sp. z o.o., Polska",
    );
    await expect(mailbox.closest("li")).toHaveTextContent(/, dostawca mojej skrzynki pocztowej:/);
  },
};
