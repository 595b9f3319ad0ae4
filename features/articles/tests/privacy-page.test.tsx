import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { PrivacyPage } from "../components/privacy-page.tsx";

function renderPrivacy() {
  const Stub = createRoutesStub([
    { path: "*", Component: () => <PrivacyPage siteName="Moje modele" email="autor@example.com" /> },
  ]);
  return render(<Stub />);
}

/* The note must say what the code does: a change of a lifetime or of what a deletion removes changes it too. */
describe("the privacy note", () => {
  test("names what is stored: the account, sessions, comments, hashed rate-limit entries and localStorage", async () => {
    renderPrivacy();
    expect(await screen.findByRole("heading", { level: 1, name: "Prywatność" })).toBeInTheDocument();
    expect(screen.getByText(/login, adres e-mail, data założenia i skrót hasła/)).toBeInTheDocument();
    expect(screen.getByText(/Nie zapisuję w nich adresu\s+IP, tylko jego skrót z tajnym kluczem/)).toBeInTheDocument();
    expect(screen.getByText(/sieć \/64 w IPv6/)).toBeInTheDocument();
    expect(screen.getByText(/\(localStorage, nie trafia na serwer\)/)).toBeInTheDocument();
  });

  test("gives the lifetimes the code keeps: sessions 7 days sliding and 30 at most, counters a day, device 180 days, bookmark an hour", () => {
    renderPrivacy();
    expect(screen.getByText(/7 dni od ostatniej wizyty, a najdłużej 30 dni od zalogowania/)).toBeInTheDocument();
    expect(screen.getByText(/najdłużej jeden dzień; potem są usuwane/)).toBeInTheDocument();
    expect(screen.getByText("Ciasteczko urządzenia – 180 dni od ostatniego zalogowania.")).toBeInTheDocument();
    expect(screen.getByText(/Znacznik stanu bazy danych – godzina/)).toBeInTheDocument();
  });

  test("says how to export and delete, and that a deleted account's comments go with it", () => {
    renderPrivacy();
    expect(screen.getByText("Pobierz moje dane")).toBeInTheDocument();
    expect(screen.getByText(/znikają\s+razem z kontem/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "autor@example.com" })).toHaveAttribute("href", "mailto:autor@example.com");
    expect(screen.getByText(/Na stronie Moje modele/)).toBeInTheDocument();
  });
});
