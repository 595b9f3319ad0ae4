import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { LighthouseData } from "../components/lighthouse-data.tsx";
import { ModelStructuredData } from "../components/model-structured-data.tsx";
import { buildModel } from "./fixtures.ts";

describe("the lighthouse data", () => {
  const model = buildModel();

  test("lists every technical fact", () => {
    render(<LighthouseData technicalData={model.technicalData!} lightPhases={model.lightPhases} />);
    const names = screen.getAllByRole("term").map((term) => term.textContent);
    const values = screen.getAllByRole("definition").map((value) => value.textContent);
    expect(names).toEqual(Object.keys(model.technicalData!));
    expect(values).toEqual(Object.values(model.technicalData!));
  });

  test("shows the phases as a table with the period, and one period as a labelled timeline", () => {
    render(<LighthouseData technicalData={model.technicalData!} lightPhases={model.lightPhases} />);
    expect(screen.getByRole("heading", { name: "Fazy światła" })).toBeInTheDocument();
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["FazaOpis", "1Światło 5 s", "2Przerwa 5 s", "Okres10 s"]);
    expect(screen.getByRole("img", { name: "Jeden okres (10 s): światło 5 s, przerwa 5 s" })).toBeInTheDocument();
    expect(document.head.querySelector("style[data-precedence]")?.textContent).toMatch(
      /^@keyframes fazy-[\w-]+\{0%\{opacity:1\}50%/,
    );
  });

  test("leaves the phases out for a lighthouse without them", () => {
    render(<LighthouseData technicalData={model.technicalData!} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Fazy światła" })).toBeNull();
  });
});

describe("the structured data", () => {
  test("is a JSON data block that no text can break out of", () => {
    const { container } = render(
      <ModelStructuredData
        model={buildModel({ description: "Wieża </script><script>alert(1)</script>" })}
        origin="https://modele.example"
        author="Jan Nowak"
      />,
    );
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain("</script>");
    expect(JSON.parse(script.textContent!).description).toBe("Wieża </script><script>alert(1)</script>");
  });
});
