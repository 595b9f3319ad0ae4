import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { ResistorCalculator, type ResistorCalculatorProps } from "../components/resistor-calculator.tsx";

/** Renders the calculator at `url`, inside a router as on the site. */
async function renderCalculator(props: ResistorCalculatorProps = {}, url = "/Oswietlenie") {
  const Stub = createRoutesStub([{ path: "/Oswietlenie", Component: () => <ResistorCalculator {...props} /> }]);
  render(<Stub initialEntries={[url]} />);
  await screen.findByRole("heading", { name: "Kalkulator rezystora" });
}

async function fill(values: { supply?: string; forward?: string; current?: string }) {
  const user = userEvent.setup();
  await renderCalculator();
  for (const [label, value] of [
    ["Napięcie zasilania (V)", values.supply],
    ["Napięcie przewodzenia diody (V)", values.forward],
    ["Prąd diody (mA)", values.current],
  ] as const) {
    if (value !== undefined) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole("button", { name: "Oblicz" }));
  return user;
}

describe("the resistor calculator", () => {
  test("has the three number fields with step 0.1 and minimum 0", async () => {
    await renderCalculator();
    expect(screen.getByRole("heading", { name: "Kalkulator rezystora" })).toBeInTheDocument();
    for (const label of ["Napięcie zasilania (V)", "Napięcie przewodzenia diody (V)", "Prąd diody (mA)"]) {
      const input = screen.getByRole("spinbutton", { name: label });
      expect(input).toHaveAttribute("step", "0.1");
      expect(input).toHaveAttribute("min", "0");
    }
  });

  test("keeps the result box empty until Oblicz", async () => {
    await renderCalculator();
    expect(screen.getByRole("status").textContent?.trim()).toBe("Wynik:");
  });

  test("shows 350 Ω, the E12 value 390 Ω and 140 mW for 9 V, 2 V and 20 mA", async () => {
    await fill({ supply: "9", forward: "2", current: "20" });
    const result = screen.getByRole("status");
    expect(result).toHaveTextContent("Wynik: 350 Ω");
    expect(result).toHaveTextContent("Najbliższy rezystor z szeregu E12 (równy lub większy): 390 Ω");
    expect(result).toHaveTextContent("Moc wydzielana na rezystorze: 140 mW");
  });

  test("shows 150 Ω for 5 V, 2 V and 20 mA", async () => {
    await fill({ supply: "5", forward: "2", current: "20" });
    expect(screen.getByRole("status")).toHaveTextContent("Wynik: 150 Ω");
  });

  test("shows 0 Ω when a field is empty", async () => {
    await fill({ supply: "9", forward: "2" });
    expect(screen.getByRole("status")).toHaveTextContent("Wynik: 0 Ω");
  });

  test("shows 0 Ω when a value is zero", async () => {
    await fill({ supply: "9", forward: "2", current: "0" });
    expect(screen.getByRole("status")).toHaveTextContent("Wynik: 0 Ω");
  });

  test("explains why there is no resistor when the forward voltage reaches the supply", async () => {
    await fill({ supply: "3", forward: "3.2", current: "20" });
    const result = screen.getByRole("status");
    expect(result).toHaveTextContent("Dioda nie zaświeci");
    expect(result).not.toHaveTextContent("Ω");
  });

  test("marks a negative value with a Polish message and focuses the field", async () => {
    await fill({ supply: "-9", forward: "2", current: "20" });
    const supply = screen.getByRole("spinbutton", { name: "Napięcie zasilania (V)" });
    expect(supply).toHaveAttribute("aria-invalid", "true");
    expect(supply).toHaveAccessibleDescription("Wartość nie może być ujemna.");
    expect(supply).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Popraw zaznaczone pola i oblicz ponownie.");
  });

  test("clears the message once the value is corrected", async () => {
    const user = await fill({ supply: "-9", forward: "2", current: "20" });
    const supply = screen.getByRole("spinbutton", { name: "Napięcie zasilania (V)" });
    await user.clear(supply);
    await user.type(supply, "9");
    await user.click(screen.getByRole("button", { name: "Oblicz" }));
    expect(supply).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Wartość nie może być ujemna.")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Wynik: 350 Ω");
  });

  test("is a GET form back to itself, so a click before the script has loaded is not lost", async () => {
    await renderCalculator();
    const form = screen.getByRole("button", { name: "Oblicz" }).closest("form")!;
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "#kalkulator");
    expect(screen.getByRole("spinbutton", { name: "Napięcie zasilania (V)" })).toHaveAttribute("name", "zasilanie");
  });

  test("shows the result of a form sent without script from the address", async () => {
    await renderCalculator({}, "/Oswietlenie?zasilanie=9&przewodzenie=2&prad=20");
    expect(screen.getByRole("spinbutton", { name: "Napięcie zasilania (V)" })).toHaveValue(9);
    expect(screen.getByRole("spinbutton", { name: "Prąd diody (mA)" })).toHaveValue(20);
    expect(screen.getByRole("status")).toHaveTextContent("Wynik: 350 Ω");
  });
});
