import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { BROWSER_KEYS, COUNTERS, RETENTION } from "#features/privacy/index.ts";
import { PrivacyPage } from "../components/privacy-page.tsx";

function renderPrivacy(mailboxProvider?: string) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <PrivacyPage
          siteName="Moje modele"
          author="Jan Autor"
          email="autor@example.com"
          mailboxProvider={mailboxProvider}
        />
      ),
    },
  ]);
  return render(<Stub />);
}

/* The note must say what the code does: its lifetimes come from the retention table, checked against the code. */
describe("the privacy note", () => {
  test("names what is stored: the account, sessions, comments, hashed rate-limit entries and localStorage", async () => {
    renderPrivacy();
    expect(await screen.findByRole("heading", { level: 1, name: "Prywatność" })).toBeInTheDocument();
    expect(screen.getByText(/login, adres e-mail, data założenia i skrót hasła/)).toBeInTheDocument();
    expect(
      screen.getByText(/Nie zapisuję w\s+nich adresu\s+IP, tylko jego skrót z tajnym kluczem/),
    ).toBeInTheDocument();
    expect(screen.getByText(/sieć \/64 w\s+IPv6/)).toBeInTheDocument();
    expect(screen.getByText(/\(localStorage, nie trafia na serwer\)/)).toBeInTheDocument();
  });

  test("renders every row of the retention table: what, why and on which basis, how long", async () => {
    renderPrivacy();
    const table = await screen.findByRole("table", { name: "Dane, które przechowuję" });
    for (const row of RETENTION) {
      const line = within(table).getByRole("row", { name: new RegExp(`^${row.name}`) });
      expect(within(line).getByRole("cell", { name: row.kept })).toBeInTheDocument();
      expect(line).toHaveTextContent(row.data);
      expect(line).toHaveTextContent(row.purpose);
    }
  });

  test("gives the lifetimes the code keeps: sessions 3.5 to 7 days after the last visit and 30 at most, counters a day, device 180 days, bookmark an hour", () => {
    renderPrivacy();
    expect(
      screen.getByText(/kończy się od 3,5 dnia do 7 dni po ostatniej\. Najpóźniej 30 dni od zalogowania/),
    ).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: /najdłużej 1 dzień; potem je usuwam/ })).toBeInTheDocument();
    expect(
      screen.getByRole("row", { name: /^Ciasteczko urządzenia .* 180 dni od ostatniego zalogowania$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole("row", { name: /^Znacznik stanu bazy danych .* 1 godzina$/ })).toBeInTheDocument();
  });

  test("names the controller, the legal bases, the rights, the complaint and the transfer to the USA", () => {
    renderPrivacy();
    expect(screen.getByText(/Administratorem Twoich danych osobowych jestem ja, Jan Autor/)).toBeInTheDocument();
    expect(screen.getByText(/^art\. 6 ust\. 1 lit\. b RODO – /)).toBeInTheDocument();
    expect(screen.getByText(/^art\. 6 ust\. 1 lit\. f RODO – /)).toBeInTheDocument();
    expect(screen.getByText(/sprzeciwu wobec\s+przetwarzania.*\(art\. 21\)/)).toBeInTheDocument();
    expect(screen.getByText(/skargę do Prezesa Urzędu Ochrony\s+Danych Osobowych/)).toBeInTheDocument();
    expect(screen.getByText(/Data Privacy Framework/)).toBeInTheDocument();
    expect(screen.getByText(/standardowe klauzule umowne/)).toBeInTheDocument();
  });

  test("lists every attempt counter under what it is keyed by, the account's among them, and every browser key", () => {
    renderPrivacy();
    const counters = screen.getByRole("heading", { level: 3, name: "Liczniki prób" });
    const list = counters.nextElementSibling!.nextElementSibling as HTMLElement;
    for (const group of Object.values(COUNTERS)) {
      expect(list).toHaveTextContent(`pod skrótem ${group.title}:`);
      for (const counter of group.counters) expect(list).toHaveTextContent(counter.what);
    }
    expect(list.textContent).toMatch(/numeru konta:.*potwierdzenia hasłem.*e-maile z linkiem do nowego hasła/);
    for (const key of Object.keys(BROWSER_KEYS))
      expect(screen.getByText(key, { selector: "code" })).toBeInTheDocument();
    const cookies = screen.getByText(/Strona ustawia tylko ciasteczka z tabeli:/);
    expect(cookies.textContent).toMatch(/z tabeli: __Host-session, __Host-device, __Host-d1-bookmark\. Są niezbędne/);
  });

  test("says what is public, who else receives data and on which safeguards, and what the automatic checks do", () => {
    renderPrivacy();
    expect(screen.getByText(/Poza tym danych nie sprzedaję ani nikomu nie udostępniam\.$/).textContent).toMatch(
      /Publiczne są treść komentarzy, nazwy ich autorów \(loginy i nazwy gości\) i loginy osób, które polubiły komentarz/,
    );
    expect(screen.getByText("Dostawca mojej skrzynki pocztowej")).toBeInTheDocument();
    expect(screen.getByText(/Google także uczestniczy w ramach ochrony danych\s+UE–USA/)).toBeInTheDocument();
    expect(screen.getByText(/Wielka Brytania jest objęta decyzją Komisji Europejskiej/)).toBeInTheDocument();
    expect(screen.getByText(/nie są to decyzje, o których mówi art\. 22 RODO/)).toBeInTheDocument();
    expect(
      screen.getByText(/usunąć pojedynczy komentarz – swój albo dodany jako gość – mogę tylko ja/),
    ).toBeInTheDocument();
    // Addressed to everyone: no masculine-only past forms or adjectives for the reader.
    expect(document.body.textContent).not.toMatch(
      /(?<!\p{L})(logowałeś|widział|wykonasz sam|mogłeś|chciałeś|\p{L}+łeś)(?!\p{L})/u,
    );
  });

  test("names the owner's mailbox provider as a recipient once the deployment sets it", () => {
    renderPrivacy("Poczta Przykładowa sp. z o.o., Polska");
    const recipients = screen.getByRole("heading", { level: 2, name: "Kto jeszcze otrzymuje dane" }).nextElementSibling;
    const mailbox = within(recipients as HTMLElement).getByText("Poczta Przykładowa sp. z o.o., Polska");
    const line = mailbox.closest("li")?.textContent ?? "";
    expect(line).toMatch(/^Poczta Przykładowa sp\. z o\.o\., Polska, dostawca mojej skrzynki pocztowej: zestawienia /);
    expect(line).not.toContain("podam jego nazwę");
  });

  test("says how to export and delete, and that a deleted account's comments go with it", () => {
    renderPrivacy();
    expect(screen.getByText("Pobierz moje dane")).toBeInTheDocument();
    expect(screen.getByText(/znikają\s+razem z kontem/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "autor@example.com" })).toHaveAttribute("href", "mailto:autor@example.com");
    expect(screen.getByText(/Na stronie Moje modele/)).toBeInTheDocument();
  });
});
