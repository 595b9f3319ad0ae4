import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { Section } from "./section.tsx";

describe("a collapsible section", () => {
  test("toggles from its header button and hides its content when closed", async () => {
    const user = userEvent.setup();
    render(
      <Section title="Historia">
        <p>Treść</p>
      </Section>,
    );
    const toggle = screen.getByRole("button", { name: "Historia" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Treść")).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Treść")).not.toBeVisible();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  test("shows a count in brackets only above zero", () => {
    const { rerender } = render(
      <Section title="Galeria" count={19}>
        x
      </Section>,
    );
    expect(screen.getByRole("button", { name: "Galeria (19)" })).toBeInTheDocument();
    rerender(
      <Section title="Galeria" count={0}>
        x
      </Section>,
    );
    expect(screen.getByRole("button", { name: "Galeria" })).toBeInTheDocument();
  });

  test("follows a stored preference that arrives after the first render, until the visitor toggles it", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Section title="Model">x</Section>);
    rerender(
      <Section title="Model" defaultOpen={false}>
        x
      </Section>,
    );
    const toggle = screen.getByRole("button", { name: "Model" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    rerender(
      <Section title="Model" defaultOpen={false}>
        x
      </Section>,
    );
    expect(toggle).toHaveAttribute("aria-expanded", "true");
  });
});
