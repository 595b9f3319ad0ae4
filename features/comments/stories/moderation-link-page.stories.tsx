import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRouteLoaderData, type ActionFunctionArgs } from "react-router";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PAGE_ROUTE_ID } from "#tests/setup/page-stub.tsx";
import { ModerationLinkPage, type ModerationLinkPageProps } from "../components/moderation-link-page.tsx";
import { createFakeModerationLink } from "../tests/moderation-fixtures.ts";

const COMMENT = {
  page: "Latarnia Morska Hel",
  href: "/Hel#komentarz-41",
  login: "Marta z Gdyni",
  comment: "Dzień dobry, pierwszy raz tutaj. Jakie diody polecacie do latarni?",
  held: true,
};

interface LinkStoryParameters {
  /** What the page's action answers the button: done, or a refusal. */
  linkAnswer?: Parameters<typeof createFakeModerationLink>[1];
}

let fake: ReturnType<typeof createFakeModerationLink>;

/** The page as the route renders it: from the loader's data once the loader has run again after its action. */
function PageFromLoader(args: ModerationLinkPageProps) {
  const data = useRouteLoaderData(PAGE_ROUTE_ID) as Partial<ModerationLinkPageProps> | undefined;
  return <ModerationLinkPage token={args.token} preview={data?.preview ?? args.preview} />;
}

const meta = {
  title: "Features/Comments/ModerationLinkPage",
  component: ModerationLinkPage,
  args: { token: "podpisany.token", preview: { ok: true, action: "approve", comment: COMMENT } },
  render: (args) => <PageFromLoader {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "Where a link from the digest e-mail leads: the comment and one button. Opening it changes nothing (mail scanners open links); the button posts the signed, single-use token to the page's action (with or without JavaScript).",
      },
    },
    router: {
      initialEntry: "/Moderacja/link?t=podpisany.token",
      loader: () => fake.pageLoader(),
      action: (args: ActionFunctionArgs) => fake.action(args),
    },
  },
  beforeEach: ({ args, parameters }) => {
    fake = createFakeModerationLink(args.preview, (parameters as LinkStoryParameters).linkAnswer);
  },
} satisfies Meta<typeof ModerationLinkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(COMMENT.comment)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Zatwierdź komentarz" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Komentarz zatwierdzony."));
    await expect(fake.posts).toEqual([{ intent: "moderation-link", token: "podpisany.token" }]);
  },
};

export const Delete: Story = {
  args: { preview: { ok: true, action: "delete", comment: { ...COMMENT, held: false } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Usuń komentarz" })).toBeVisible();
  },
};

/** Used twice (the first press in another tab): the server's refusal is shown. */
export const AlreadyUsed: Story = {
  parameters: { linkAnswer: { status: 409, error: "Ten link został już użyty" } } satisfies LinkStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Zatwierdź komentarz" }));
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent("Ten link został już użyty"));
  },
};

export const Expired: Story = {
  args: { preview: { ok: false, error: "Ten link wygasł. Komentarz znajdziesz na stronie Moderacja." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Ten link wygasł");
    await expect(within(canvasElement).queryByRole("button")).not.toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
