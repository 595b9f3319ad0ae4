import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { Gallery, type GalleryProps } from "../components/gallery.tsx";
import { buildFilmModel, buildGalleryModel, buildSingleGroupModel, installDialogPolyfill } from "./fixtures.ts";

beforeAll(installDialogPolyfill);

beforeEach(() => {
  window.history.replaceState(null, "", "/Hel");
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// user-event puts its own clipboard stub on navigator, which reads back what was written.
const clipboardText = () => navigator.clipboard.readText();

function renderGallery(props: Partial<GalleryProps> = {}, entry = "/Hel") {
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const Stub = createRoutesStub([{ path: "*", Component: () => <Gallery model={buildGalleryModel()} {...props} /> }]);
  render(<Stub initialEntries={[entry]} />);
  return { user };
}

// The viewer's code is imported on first open, which takes a moment on a cold start.
const viewer = () => screen.findByRole("dialog", { name: "Przeglądarka zdjęć" });

describe("the gallery's section", () => {
  test("shows the number of photos in its header and collapses from it", async () => {
    const { user } = renderGallery();
    const toggle = screen.getByRole("button", { name: "Galeria (19)" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("tab", { name: /dzień/ })).toBeNull();
  });

  test("starts closed when the stored setting says so", () => {
    renderGallery({ defaultOpen: false });
    expect(screen.getByRole("button", { name: /Galeria/ })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("the gallery's tabs", () => {
  test("start on the first group and switch to another group's photos", async () => {
    const { user } = renderGallery();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["dzień (14)", "noc (3)", "filmy (2)"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("link", { name: /^Otwórz zdjęcie/ })).toHaveLength(14);
    expect(screen.getByText("14 zdjęć")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: /noc/ }));
    expect(screen.getByRole("tab", { name: /noc/ })).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("link", { name: /^Otwórz zdjęcie/ })).toHaveLength(3);
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("noc (3)");
  });

  test("move with the arrow keys, Home and End, and only the selected tab is in the tab order", async () => {
    const { user } = renderGallery();
    const first = screen.getByRole("tab", { name: /dzień/ });
    await user.click(first);
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: /noc/ })).toHaveFocus();
    expect(screen.getByRole("tab", { name: /noc/ })).toHaveAttribute("aria-selected", "true");
    expect(first).toHaveAttribute("tabindex", "-1");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: /filmy/ })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowRight}");
    expect(first).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: /filmy/ })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(first).toHaveAttribute("aria-selected", "true");
  });

  test("are left out when the gallery has one group", () => {
    const Stub = createRoutesStub([{ path: "*", Component: () => <Gallery model={buildSingleGroupModel()} /> }]);
    render(<Stub />);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getAllByRole("link", { name: /^Otwórz zdjęcie/ })).toHaveLength(16);
  });
});

describe("the photo viewer", () => {
  test("opens on the clicked photo, follows the arrow keys and closes with Escape back to the thumbnail", async () => {
    const { user } = renderGallery();
    await user.click(screen.getByRole("link", { name: "Otwórz zdjęcie 3" }));
    const dialog = await viewer();
    expect(within(dialog).getByText("3 z 14")).toBeInTheDocument();
    expect(within(dialog).getAllByText("Latarnia morska Hel – dzień, zdjęcie 3 z 14").length).toBeGreaterThan(0);
    expect(window.location.search).toBe("?photo=dzien-03");

    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(within(dialog).getByText("4 z 14")).toBeInTheDocument());
    expect(window.location.search).toBe("?photo=dzien-04");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    await waitFor(() => expect(within(dialog).getByText("2 z 14")).toBeInTheDocument());

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Przeglądarka zdjęć" })).toBeNull());
    expect(window.location.search).toBe("");
    expect(screen.getByRole("link", { name: "Otwórz zdjęcie 2" })).toHaveFocus();
  });

  test("shares the photo on screen from its toolbar; keys in that overlay leave the viewer alone", async () => {
    const { user } = renderGallery();
    await user.click(screen.getByRole("link", { name: "Otwórz zdjęcie 5" }));
    const dialog = await viewer();
    await user.click(within(dialog).getByRole("button", { name: "Udostępnij zdjęcie" }));
    const share = within(dialog).getByRole("dialog", { name: "Udostępnij zdjęcie" });
    const link = within(share).getByRole("textbox", { name: "Link bezpośredni" });
    expect(link).toHaveValue("http://localhost:3000/images/models/Hel/dzien/hel-d05.jpg");
    await user.click(link);
    await user.keyboard("{ArrowRight}{Escape}");
    expect(within(dialog).getByText("5 z 14")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Przeglądarka zdjęć" })).toBeInTheDocument();
  });

  test("opens the photo named in the address, on its group's tab", async () => {
    window.history.replaceState(null, "", "/Hel?photo=noc-02");
    renderGallery({}, "/Hel?photo=noc-02");
    const dialog = await viewer();
    expect(within(dialog).getByText("2 z 3")).toBeInTheDocument();
    // The page behind the open viewer is hidden from assistive technology, hence `hidden`.
    expect(screen.getByRole("tab", { name: /noc/, hidden: true })).toHaveAttribute("aria-selected", "true");
  });

  test("thumbnails link to their photo's address, so a click meant for a new tab keeps that", () => {
    renderGallery();
    const thumbnail = screen.getByRole("link", { name: "Otwórz zdjęcie 4" });
    expect(thumbnail).toHaveAttribute("href", "?photo=dzien-04");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    // jsdom cannot open tabs: only check that the gallery leaves the click to the browser.
    thumbnail.addEventListener("click", (event) => event.preventDefault(), { once: true });
    thumbnail.dispatchEvent(click);
    expect(window.location.search).toBe("");
    expect(screen.queryByRole("dialog", { name: "Przeglądarka zdjęć" })).toBeNull();
  });

  test("says so when the address names a photo the gallery lacks", () => {
    renderGallery({}, "/Hel?photo=dzien-40");
    expect(screen.getByText(/W tej galerii nie ma zdjęcia „dzien-40”/)).toHaveAttribute("role", "status");
    expect(screen.queryByRole("dialog", { name: "Przeglądarka zdjęć" })).toBeNull();
  });
});

describe("sharing and copying", () => {
  test("the share overlay copies each code and says Skopiowano for one second", async () => {
    const { user } = renderGallery();
    await user.click(screen.getByRole("button", { name: "Udostępnij zdjęcie 3" }));
    const dialog = screen.getByRole("dialog", { name: "Udostępnij zdjęcie" });
    const full = "http://localhost:3000/images/models/Hel/dzien/hel-d03.jpg";
    const thumb = "http://localhost:3000/images/models/Hel/dzien/thumbs/hel-d03.webp";
    expect(within(dialog).getByRole("textbox", { name: "Link bezpośredni" })).toHaveValue(full);
    expect(within(dialog).getByRole("textbox", { name: "Kod miniatury na forum" })).toHaveValue(
      `[url=${full}][img]${thumb}[/img][/url]`,
    );
    expect(within(dialog).getByRole("textbox", { name: "Kod miniatury na stronę" })).toHaveValue(
      `<a href="${full}"><img src="${thumb}"></a>`,
    );
    for (const field of ["Link bezpośredni", "Kod miniatury na forum", "Kod miniatury na stronę"]) {
      expect(within(dialog).getByRole("textbox", { name: field })).toHaveAttribute("readonly");
    }

    // The stub's own writeText reads a Blob, which waits on timers: replaced while the clock is fake.
    const write = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Kopiuj kod na forum" }));
    });
    expect(write).toHaveBeenCalledWith(`[url=${full}][img]${thumb}[/img][/url]`);
    expect(within(dialog).getByRole("button", { name: "Skopiowano" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(within(dialog).getByRole("button", { name: "Skopiowano" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog).queryByRole("button", { name: "Skopiowano" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Kopiuj kod na forum" })).toBeInTheDocument();
  });

  test("the share overlay closes with Escape and with a click outside", async () => {
    const { user } = renderGallery();
    await user.click(screen.getByRole("button", { name: "Udostępnij zdjęcie 1" }));
    const dialog = screen.getByRole("dialog", { name: "Udostępnij zdjęcie" });
    dialog.dispatchEvent(new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(dialog).not.toHaveAttribute("open"));

    await user.click(screen.getByRole("button", { name: "Udostępnij zdjęcie 2" }));
    expect(dialog).toHaveAttribute("open");
    await user.click(dialog);
    expect(dialog).not.toHaveAttribute("open");
  });

  test("a refused copy says so in Polish", async () => {
    const { user } = renderGallery();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValueOnce(new Error("denied"));
    document.execCommand = vi.fn(() => false);
    await user.click(screen.getByRole("button", { name: "Udostępnij zdjęcie 1" }));
    await user.click(screen.getByRole("button", { name: "Kopiuj link bezpośredni" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Nie udało się skopiować.");
    expect(screen.getByRole("textbox", { name: "Link bezpośredni" })).toHaveFocus();
  });

  test("the toolbar copies every thumbnail link of the group and lists the direct links", async () => {
    const { user } = renderGallery();
    await user.click(screen.getByRole("tab", { name: /noc/ }));
    await user.click(screen.getByRole("button", { name: "Kopiuj linki miniatur" }));
    expect(await clipboardText()).toBe(
      [1, 2, 3].map((n) => `http://localhost:3000/images/models/Hel/noc/thumbs/hel-n0${n}.webp`).join("\n"),
    );
    expect(screen.getByRole("button", { name: "Skopiowano" })).toBeInTheDocument();

    const show = screen.getByRole("button", { name: "Pokaż linki" });
    await user.click(show);
    const list = screen.getByRole("list", { name: "Linki do zdjęć" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([1, 2, 3].map((n) => `http://localhost:3000/images/models/Hel/noc/hel-n0${n}.jpg`));
    await user.click(screen.getByRole("button", { name: "Ukryj linki" }));
    expect(screen.queryByRole("list", { name: "Linki do zdjęć" })).toBeNull();
  });
});

describe("films", () => {
  test("show a poster first and load the no-cookie player only after play is pressed", async () => {
    const user = userEvent.setup();
    const Stub = createRoutesStub([{ path: "*", Component: () => <Gallery model={buildFilmModel()} /> }]);
    render(<Stub />);
    await user.click(screen.getByRole("tab", { name: /filmy/ }));
    expect(document.querySelector("iframe")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Odtwórz film: Zamek w Będzinie – film" }));
    const player = screen.getByTitle("Zamek w Będzinie – film");
    expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/98O2UpxcMB0?autoplay=1");
    expect(player).toHaveFocus();
  });
});

describe("the sized pictures (docs/decisions/012)", () => {
  // A real ThumbHash of a seeded picture (sky over sand).
  const HASH = "48cJRYaJeHefiYmRh4eJdWiApxAI";
  // As the page sends them: `width,height,hash` per photo in order.
  const helDayIndex = {
    group: "dzień",
    packed: Array.from({ length: 14 }, () => `1200,800,${HASH}`).join(";"),
  } as const;

  const thumbnailPicture = (number: number) =>
    screen.getByRole("link", { name: `Otwórz zdjęcie ${number}` }).querySelector("picture")!;

  test("a thumbnail offers AVIF then WebP at 160 and 320 px for its box, over its blurred placeholder", () => {
    renderGallery({ images: helDayIndex });
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ images: {} }));
    const picture = thumbnailPicture(3);
    const sources = [...picture.querySelectorAll("source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute(
      "srcset",
      "/images/models/Hel/dzien/thumbs/hel-d03.avif 160w, /images/models/Hel/dzien/thumbs/w320/hel-d03.avif 320w",
    );
    expect(sources[1]).toHaveAttribute(
      "srcset",
      "/images/models/Hel/dzien/thumbs/hel-d03.webp 160w, /images/models/Hel/dzien/thumbs/w320/hel-d03.webp 320w",
    );
    expect(sources[0]).toHaveAttribute("sizes", "(max-width: 40rem) 45vw, 10rem");
    const image = within(picture).getByRole("img");
    expect(image).toHaveAttribute("src", "/images/models/Hel/dzien/thumbs/hel-d03.webp");
    expect(image).not.toHaveAttribute("srcset");
    const link = screen.getByRole("link", { name: "Otwórz zdjęcie 3" });
    expect(link.style.backgroundImage).toMatch(/^url\("data:image\/png;base64,/);
  });

  test("a photo the index does not know keeps its original and the 200 px square as its 2x", () => {
    renderGallery({ images: { group: "dzień", packed: "" } });
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ images: {} }));
    const picture = thumbnailPicture(3);
    expect(picture.querySelectorAll("source")).toHaveLength(0);
    expect(within(picture).getByRole("img")).toHaveAttribute(
      "srcset",
      "/images/models/Hel/dzien/thumbs/hel-d03.webp 1x, /images/models/Hel/dzien/thumbs-200/hel-d03.webp 2x",
    );
    expect(screen.getByRole("link", { name: "Otwórz zdjęcie 3" }).style.backgroundImage).toBe("");
  });

  test("another group's sizes and placeholders are fetched when it is first shown", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(Response.json({ images: { group: "noc", packed: `;1200,800,${HASH};` } }));
    const { user } = renderGallery({ images: helDayIndex });
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole("tab", { name: /noc/ }));
    await waitFor(() => expect(thumbnailPicture(2).querySelectorAll("source")).toHaveLength(2));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe("/api/photos/Hel/noc");
    expect(thumbnailPicture(1).querySelectorAll("source")).toHaveLength(0);
    await user.click(screen.getByRole("tab", { name: /dzień/ }));
    await user.click(screen.getByRole("tab", { name: /noc/ }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test("after the page's data comes again, its own group is the loader's and a group whose photos changed is fetched anew", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => Response.json({ images: { group: "noc", packed: `;1200,800,${HASH};` } }));
    const before = buildGalleryModel();
    let revalidate: (page: Pick<GalleryProps, "model" | "images">) => void = () => {};
    function Page() {
      const [page, setPage] = useState<Pick<GalleryProps, "model" | "images">>({ model: before, images: helDayIndex });
      revalidate = setPage;
      return <Gallery {...page} />;
    }
    const Stub = createRoutesStub([{ path: "*", Component: Page }]);
    render(<Stub initialEntries={["/Hel"]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: /noc/ }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole("tab", { name: /dzień/ }));

    // A photo added to each group: the loader sends the opening group's sizes with it.
    const [day, night, films] = before.gallery;
    const grown = (group: typeof day) => ({ ...group!, quantity: group!.quantity + 1 });
    act(() =>
      revalidate({
        model: buildGalleryModel({ gallery: [grown(day), grown(night), films!] }),
        images: { group: "dzień", packed: [...Array.from({ length: 14 }, () => ""), `1200,800,${HASH}`].join(";") },
      }),
    );
    await waitFor(() => expect(thumbnailPicture(15).querySelectorAll("source")).toHaveLength(2));
    expect(thumbnailPicture(1).querySelectorAll("source")).toHaveLength(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("tab", { name: /noc/ }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls[1]![0]).toBe("/api/photos/Hel/noc");
  });
});
