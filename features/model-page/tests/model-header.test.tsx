import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { ModelFacts, ModelHeader } from "../index.ts";
import { buildModel } from "./fixtures.ts";

describe("the model header", () => {
  test("shows the name, the year line and the description", () => {
    render(<ModelHeader model={buildModel()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Latarnia Morska Hel" })).toBeInTheDocument();
    expect(screen.getByText("Rok budowy modelu: 2014")).toBeInTheDocument();
  });

  test("says the model is under construction from year 3000 on", () => {
    render(<ModelHeader model={buildModel({ completionYear: 9999 })} />);
    expect(screen.getByText("Model w budowie")).toBeInTheDocument();
  });
});

describe("the facts list", () => {
  test("shows a link value as a Download link that opens in a new tab", () => {
    render(
      <ModelFacts model={buildModel({ info: { Skala: "1:100", "Link do pobrania": "https://example.com/a.pdf" } })} />,
    );
    const link = screen.getByRole("link", { name: "Download" });
    expect(link).toHaveAttribute("href", "https://example.com/a.pdf");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(screen.getByText("1:100")).toBeInTheDocument();
  });
});
