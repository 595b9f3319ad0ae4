import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { SettingsPanel, useSetting } from "../index.ts";
import { documentState, installDialogPolyfill, resetDocument, storeSettings, stubSystemScheme } from "./fixtures.ts";

beforeAll(installDialogPolyfill);
beforeEach(() => {
  resetDocument();
  stubSystemScheme(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetDocument();
});

/** The form's code loads with the panel's first opening: wait until it replaces the spinner. */
const formShown = () => screen.findByRole("button", { name: "Zapisz" }, { timeout: 10_000 });

async function renderPanel(onClose = vi.fn()) {
  const user = userEvent.setup();
  render(<SettingsPanel open onClose={onClose} />);
  await formShown();
  return { user, onClose, dialog: screen.getByRole("dialog", { name: "Ustawienia" }) };
}

const group = (name: string) => screen.getByRole("group", { name });
const option = (groupName: string, label: string) => within(group(groupName)).getByRole("radio", { name: label });
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Zapisz" }));

describe("the settings panel", () => {
  test("renders nothing while closed", () => {
    render(<SettingsPanel open={false} onClose={vi.fn()} />);
    expect(screen.queryByRole("radio")).toBeNull();
  });

  test("starts from the first-visit defaults", async () => {
    await renderPanel();
    expect(option("Kolorystyka", "jasna")).toBeChecked();
    expect(screen.getByRole("button", { name: "Wielkość czcionki: mała" })).toBeInTheDocument();
    expect(option("Ruchomy banner", "widoczny")).toBeChecked();
    expect(option("Karty nawigacji", "szeroko")).toBeChecked();
    expect(option("Autoprzewijanie", "włączone")).toBeChecked();
    expect(option("Zwijanie sekcji", "wyłączone")).toBeChecked();
    expect(option("Nagłówek strony", "przyklejony")).toBeChecked();
  });

  test("starts from the stored settings and the colour scheme on screen", async () => {
    document.documentElement.classList.add("dark");
    storeSettings({ fontSize: "1", banner: "false", overlap: "true", autoScroll: "false", sections: "false" });
    storeSettings({ header: "false" });
    await renderPanel();
    expect(option("Kolorystyka", "ciemna")).toBeChecked();
    expect(screen.getByRole("button", { name: "Wielkość czcionki: duża" })).toBeInTheDocument();
    expect(option("Ruchomy banner", "ukryty")).toBeChecked();
    expect(option("Karty nawigacji", "wąsko")).toBeChecked();
    expect(option("Autoprzewijanie", "wyłączone")).toBeChecked();
    expect(option("Zwijanie sekcji", "włączone")).toBeChecked();
    expect(option("Nagłówek strony", "statyczny")).toBeChecked();
  });
});

describe("each control", () => {
  test("Kolorystyka: ciemna stores darkMode and puts the dark class on the page", async () => {
    const { user } = await renderPanel();
    await user.click(option("Kolorystyka", "ciemna"));
    expect(document.documentElement).not.toHaveClass("dark");
    await save(user);
    expect(document.documentElement).toHaveClass("dark");
    expect(localStorage.getItem("darkMode")).toBe("true");
  });

  test("Kolorystyka: jasna stores the light choice against a dark system", async () => {
    stubSystemScheme(true);
    document.documentElement.classList.add("dark");
    const { user } = await renderPanel();
    await user.click(option("Kolorystyka", "jasna"));
    await save(user);
    expect(document.documentElement).not.toHaveClass("dark");
    expect(localStorage.getItem("darkMode")).toBe("false");
  });

  test("Wielkość czcionki cycles mała → średnia → duża → mała, and saves the next step", async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole("button", { name: "Wielkość czcionki: mała" }));
    await user.click(screen.getByRole("button", { name: "Wielkość czcionki: średnia" }));
    const large = screen.getByRole("button", { name: "Wielkość czcionki: duża" });
    await save(user);
    expect(document.documentElement).toHaveAttribute("data-font-size", "3");
    expect(localStorage.getItem("fontSize")).toBe("1");
    await act(() => new Promise((resolve) => setTimeout(resolve, 1050)));
    await user.click(large);
    expect(screen.getByRole("button", { name: "Wielkość czcionki: mała" })).toBeInTheDocument();
    await save(user);
    expect(document.documentElement).not.toHaveAttribute("data-font-size");
    expect(localStorage.getItem("fontSize")).toBe("2");
  });

  test("Ruchomy banner: ukryty hides the banner", async () => {
    const { user } = await renderPanel();
    await user.click(option("Ruchomy banner", "ukryty"));
    await save(user);
    expect(document.documentElement).toHaveAttribute("data-banner", "hidden");
    expect(localStorage.getItem("banner")).toBe("false");
  });

  test("Karty nawigacji: wąsko turns on the overlap", async () => {
    const { user } = await renderPanel();
    await user.click(option("Karty nawigacji", "wąsko"));
    await save(user);
    expect(document.documentElement).toHaveAttribute("data-overlap", "true");
    expect(localStorage.getItem("overlap")).toBe("true");
  });

  test("Autoprzewijanie: wyłączone stores autoScroll off", async () => {
    const { user } = await renderPanel();
    await user.click(option("Autoprzewijanie", "wyłączone"));
    await save(user);
    expect(localStorage.getItem("autoScroll")).toBe("false");
  });

  test("Zwijanie sekcji: włączone stores sections as false (the inverse)", async () => {
    const { user } = await renderPanel();
    await user.click(option("Zwijanie sekcji", "włączone"));
    await save(user);
    expect(localStorage.getItem("sections")).toBe("false");
  });

  test("Nagłówek strony: statyczny unsticks the header", async () => {
    const { user } = await renderPanel();
    await user.click(option("Nagłówek strony", "statyczny"));
    await save(user);
    expect(document.documentElement).toHaveAttribute("data-header", "static");
    expect(localStorage.getItem("header")).toBe("false");
  });

  test("the switches work from the keyboard", async () => {
    const { user } = await renderPanel();
    option("Nagłówek strony", "przyklejony").focus();
    await user.keyboard("{ArrowRight}");
    expect(option("Nagłówek strony", "statyczny")).toBeChecked();
  });
});

describe("Zapisz and Anuluj", () => {
  test("nothing changes on the page or in storage before Zapisz", async () => {
    const { user } = await renderPanel();
    await user.click(option("Kolorystyka", "ciemna"));
    await user.click(option("Nagłówek strony", "statyczny"));
    expect(screen.getByText("Zmiany nie są jeszcze zapisane.")).toBeInTheDocument();
    expect(documentState()).toMatchObject({ dark: false, header: null });
    expect(localStorage.length).toBe(0);
  });

  test("Zapisz shows Zapisano for one second, then the form returns with focus on Zapisz", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SettingsPanel open onClose={vi.fn()} />);
    await formShown();
    await user.click(option("Autoprzewijanie", "wyłączone"));
    await save(user);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Zapisano");
    expect(status).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Zapisz" })).toBeNull();
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByRole("status")).toHaveTextContent("Zapisano");
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByText("Zapisano")).toBeNull();
    expect(screen.getByRole("button", { name: "Zapisz" })).toHaveFocus();
    expect(option("Autoprzewijanie", "wyłączone")).toBeChecked();
  });

  test("Anuluj discards the draft and stores nothing", async () => {
    storeSettings({ banner: "false" });
    const { user } = await renderPanel();
    await user.click(option("Ruchomy banner", "widoczny"));
    await user.click(screen.getByRole("button", { name: "Wielkość czcionki: mała" }));
    await user.click(screen.getByRole("button", { name: "Anuluj" }));
    expect(option("Ruchomy banner", "ukryty")).toBeChecked();
    expect(screen.getByRole("button", { name: "Wielkość czcionki: mała" })).toBeInTheDocument();
    expect(screen.queryByText("Zmiany nie są jeszcze zapisane.")).toBeNull();
    expect(localStorage.getItem("banner")).toBe("false");
    expect(localStorage.getItem("fontSize")).toBeNull();
  });

  test("Anuluj after a save goes back to the saved values, not the first ones", async () => {
    const { user } = await renderPanel();
    await user.click(option("Karty nawigacji", "wąsko"));
    await save(user);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1050)));
    await user.click(option("Karty nawigacji", "szeroko"));
    await user.click(screen.getByRole("button", { name: "Anuluj" }));
    expect(option("Karty nawigacji", "wąsko")).toBeChecked();
  });

  test("an untouched colour scheme is not stored, so it keeps following the system", async () => {
    const { user } = await renderPanel();
    await user.click(option("Autoprzewijanie", "wyłączone"));
    await save(user);
    expect(localStorage.getItem("darkMode")).toBeNull();
    expect(localStorage.getItem("autoScroll")).toBe("false");
  });

  test("a save tells the components that read a setting", async () => {
    function BannerFlag() {
      const [banner] = useSetting("banner");
      return <p>{banner ? "baner widoczny" : "baner ukryty"}</p>;
    }
    const user = userEvent.setup();
    render(
      <>
        <BannerFlag />
        <SettingsPanel open onClose={vi.fn()} />
      </>,
    );
    await formShown();
    expect(screen.getByText("baner widoczny")).toBeInTheDocument();
    await user.click(option("Ruchomy banner", "ukryty"));
    await save(user);
    expect(screen.getByText("baner ukryty")).toBeInTheDocument();
  });

  test("a browser that refuses to store still applies the settings and says they will not last", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    const { user } = await renderPanel();
    await user.click(option("Kolorystyka", "ciemna"));
    await save(user);
    expect(document.documentElement).toHaveClass("dark");
    await act(() => new Promise((resolve) => setTimeout(resolve, 1050)));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Przeglądarka nie pozwoliła zapamiętać ustawień: obowiązują tylko do odświeżenia strony.",
    );
  });
});

describe("closing", () => {
  test("Zamknij closes the panel", async () => {
    const { user, onClose } = await renderPanel();
    await user.click(screen.getByRole("button", { name: "Zamknij" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  test("an unsaved draft is gone when the panel opens again", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SettingsPanel open onClose={vi.fn()} />);
    await formShown();
    await user.click(option("Kolorystyka", "ciemna"));
    rerender(<SettingsPanel open={false} onClose={vi.fn()} />);
    rerender(<SettingsPanel open onClose={vi.fn()} />);
    expect(option("Kolorystyka", "jasna")).toBeChecked();
  });
});

describe("the clock", () => {
  test("shows HH:MM in Polish time and moves on each minute", async () => {
    vi.useFakeTimers({ now: new Date("2025-01-15T08:05:58Z"), toFake: ["Date", "setInterval", "clearInterval"] });
    render(<SettingsPanel open onClose={vi.fn()} />);
    await formShown();
    const time = screen.getByText(/^\d{2}:\d{2}$/);
    expect(time).toHaveTextContent("09:05");
    expect(time).toHaveAttribute("datetime", "09:05");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/^\d{2}:\d{2}$/)).toHaveTextContent("09:05");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/^\d{2}:\d{2}$/)).toHaveTextContent("09:06");
  });

  test("shows Polish summer time", async () => {
    vi.useFakeTimers({ now: new Date("2025-07-01T21:59:00Z"), toFake: ["Date", "setInterval", "clearInterval"] });
    render(<SettingsPanel open onClose={vi.fn()} />);
    await formShown();
    expect(screen.getByText("23:59")).toBeInTheDocument();
  });
});
