import { NOUNS, pluralNoun } from "#app/lib/plural.ts";
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { AboutPage, type AboutPageProps } from "../components/about-page.tsx";
import { buildAboutProps } from "./fixtures.ts";

function renderAbout(props: AboutPageProps) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <AboutPage {...props} /> }]);
  return render(<Stub />);
}

describe("the About page", () => {
  test("names the author, the year 1998 and the site", async () => {
    renderAbout(buildAboutProps({ author: "Jan Nowak", siteName: "Moje modele" }));
    expect(await screen.findByRole("heading", { level: 1, name: "O autorze" })).toBeInTheDocument();
    expect(
      screen.getByText(/Nazywam się Jan Nowak\. Modele z kartonu sklejam mniej więcej od 1998 roku/),
    ).toHaveTextContent("Moje modele");
  });

  test("links the contact e-mail", async () => {
    renderAbout(buildAboutProps({ email: "autor@example.com" }));
    expect(await screen.findByRole("link", { name: "autor@example.com" })).toHaveAttribute(
      "href",
      "mailto:autor@example.com",
    );
  });

  test("says how many models the site shows, with the right Polish plural", async () => {
    renderAbout(buildAboutProps({ modelCount: 39 }));
    expect(await screen.findByText(/Kolekcja liczy teraz 39 modeli/)).toBeInTheDocument();
  });

  test("leaves the count out when it is unknown", async () => {
    renderAbout(buildAboutProps({ modelCount: undefined }));
    await screen.findByRole("heading", { level: 1, name: "O autorze" });
    expect(screen.queryByText(/Kolekcja liczy teraz/)).not.toBeInTheDocument();
  });

  test("shows the owner's text between the lead and the contact", async () => {
    renderAbout(buildAboutProps({ children: <p>Tekst właściciela</p> }));
    const text = await screen.findByText("Tekst właściciela");
    const contact = screen.getByRole("heading", { level: 2, name: "Kontakt" });
    expect(text.compareDocumentPosition(contact) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("the plural of model", () => {
  test.each([
    [1, "model"],
    [2, "modele"],
    [4, "modele"],
    [5, "modeli"],
    [12, "modeli"],
    [14, "modeli"],
    [22, "modele"],
    [39, "modeli"],
    [112, "modeli"],
    [124, "modele"],
  ])("%i %s", (count, noun) => {
    expect(pluralNoun(count, NOUNS.model)).toBe(noun);
  });
});
