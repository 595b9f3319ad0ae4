import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { RecentUpdates } from "../index.ts";
import { buildUpdates } from "./fixtures.ts";

function items() {
  return within(screen.getByRole("list")).getAllByRole("listitem");
}

describe("recent updates", () => {
  test("shows the three newest first with machine-readable dates", () => {
    render(<RecentUpdates entries={buildUpdates()} />);
    expect(screen.getByRole("heading", { name: "Ostatnie aktualizacje" })).toBeInTheDocument();
    expect(items()).toHaveLength(3);
    const time = within(items()[0]!).getByText("18-08-2025");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2025-08-18");
    expect(items()[2]).toHaveTextContent("08-04-2025");
  });

  test("Pokaż więcej adds three, then the last one; Zwiń returns to three", async () => {
    const user = userEvent.setup();
    render(<RecentUpdates entries={buildUpdates()} />);
    const more = screen.getByRole("button", { name: "Pokaż więcej" });
    await user.click(more);
    expect(items()).toHaveLength(6);
    await user.click(more);
    expect(items()).toHaveLength(9);
    await user.click(more);
    expect(items()).toHaveLength(10);
    expect(items()[9]).toHaveTextContent("24-08-2024");
    const collapse = screen.getByRole("button", { name: "Zwiń" });
    expect(collapse).toHaveFocus();
    await user.click(collapse);
    expect(items()).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Pokaż więcej" })).toBeInTheDocument();
  });

  test.each([1, 3])("has no expander with %i entries", (count) => {
    render(<RecentUpdates entries={buildUpdates(count)} />);
    expect(items()).toHaveLength(count);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  test("with four entries shows the one remaining, then offers Zwiń", async () => {
    const user = userEvent.setup();
    render(<RecentUpdates entries={buildUpdates(4)} />);
    await user.click(screen.getByRole("button", { name: "Pokaż więcej" }));
    expect(items()).toHaveLength(4);
    expect(screen.getByRole("button", { name: "Zwiń" })).toBeInTheDocument();
  });

  test("renders nothing without entries", () => {
    const { container } = render(<RecentUpdates entries={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
