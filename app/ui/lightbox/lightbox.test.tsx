import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { Lightbox, LightboxButton, type LightboxSlide } from "./lightbox.tsx";

const slides: LightboxSlide[] = [1, 2, 3].map((n) => ({
  src: `/images/photo-${n}.jpg`,
  thumb: `/images/thumbs/photo-${n}.webp`,
  alt: `Zdjęcie ${n}`,
  caption: n === 2 ? "" : `Podpis ${n}`,
}));

// The viewer's code is imported on first open, which takes a moment on a cold start.
const viewer = () => screen.findByRole("dialog", { name: "Przeglądarka zdjęć" });
const currentImage = (dialog: HTMLElement, alt: string) =>
  within(dialog)
    .getAllByRole("img", { name: alt })
    .find((image) => !image.closest("[inert]"));

describe("the lightbox", () => {
  test("renders nothing while closed", () => {
    render(<Lightbox slides={slides} index={-1} onClose={vi.fn()} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("shows the caption bar only for a slide with a caption and counts in Polish", async () => {
    const user = userEvent.setup();
    render(<Lightbox slides={slides} index={0} onClose={vi.fn()} />);
    const dialog = await viewer();
    expect(within(dialog).getByText("1 z 3")).toBeInTheDocument();
    expect(within(dialog).getAllByText("Podpis 1").length).toBeGreaterThan(0);
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(within(dialog).getByText("2 z 3")).toBeInTheDocument());
    const current = within(dialog).getByRole("group", { name: "2 z 3" });
    expect(current.querySelector(".yarl__slide_description")).toBeNull();
  });

  test("a photo that fails to load gives way to its thumbnail with a notice", async () => {
    render(<Lightbox slides={slides} index={0} onClose={vi.fn()} />);
    const dialog = await viewer();
    fireEvent.error(currentImage(dialog, "Zdjęcie 1")!);
    await waitFor(() =>
      expect(currentImage(dialog, "Zdjęcie 1")).toHaveAttribute("src", "/images/thumbs/photo-1.webp"),
    );
    expect(within(dialog).getByText("Nie udało się wczytać zdjęcia – widać jego miniaturę.")).toBeInTheDocument();
  });

  test("draws extra toolbar controls for the slide on screen", async () => {
    const user = userEvent.setup();
    const onShare = vi.fn();
    render(
      <Lightbox
        slides={slides}
        index={2}
        onClose={vi.fn()}
        renderToolbar={(index) => (
          <LightboxButton label="Udostępnij zdjęcie" onClick={() => onShare(index)}>
            U
          </LightboxButton>
        )}
      />,
    );
    const dialog = await viewer();
    await user.click(within(dialog).getByRole("button", { name: "Udostępnij zdjęcie" }));
    expect(onShare).toHaveBeenCalledWith(2);
  });

  test("Escape closes it", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Lightbox slides={slides} index={1} onClose={onClose} />);
    await viewer();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
