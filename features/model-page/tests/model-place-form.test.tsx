import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { stubBrowserApis } from "#tests/setup/browser-stubs.ts";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { PlacePicker } from "#features/map/index.ts";
import { createPageStub, postedFields } from "#tests/setup/page-stub.tsx";
import { ModelPlaceForm } from "../components/model-place-form.tsx";
import { buildModel } from "./fixtures.ts";

beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

function renderForm(model = buildModel({ position: undefined, address: undefined })) {
  const posted: Record<string, string>[] = [];
  const Stub = createPageStub({
    Component: () => <ModelPlaceForm model={model} picker={PlacePicker} />,
    action: async ({ request }) => {
      posted.push(await postedFields(request));
      return { intent: "model-place", ok: true, data: { saved: true } };
    },
  });
  render(<Stub />);
  return posted;
}

describe("the map point picked on the map", () => {
  test("a click on the map writes the point into the field, puts the marker there, and saving posts it", async () => {
    const posted = renderForm();
    const user = userEvent.setup();
    const field = screen.getByRole("textbox", { name: /Położenie/ });
    expect(field).toHaveValue("");
    await user.click(await screen.findByRole("button", { name: "Kliknij by aktywować" }));
    const region = screen.getByRole("region", { name: "Wskaż na mapie położenie: Latarnia Morska Hel" });
    await screen.findByRole("button", { name: "Przybliż" });
    expect(screen.queryByRole("button", { name: "Latarnia Morska Hel" })).toBeNull();

    fireEvent.click(region.querySelector(".leaflet-container")!, { clientX: 40, clientY: 30 });
    // jsdom lays nothing out, so the point is wherever Leaflet reckons; a browser story checks a real spot.
    expect((field as HTMLInputElement).value).toMatch(/^5\d(\.\d+)?, 1\d(\.\d+)?$/);
    expect(await screen.findByRole("button", { name: "Latarnia Morska Hel" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Zapisz miejsce" }));
    await screen.findByRole("status");
    expect(posted).toEqual([
      // The marker's choice goes with the point; untouched, it keeps the model's own icon.
      {
        intent: "model-place",
        id: "9",
        position: (field as HTMLInputElement).value,
        address: "",
        icon: "icons/Hel.webp",
      },
    ]);
  });

  test("without a picker the form is the pasted field alone", () => {
    const Stub = createPageStub({ Component: () => <ModelPlaceForm model={buildModel()} /> });
    render(<Stub />);
    expect(screen.getByRole("textbox", { name: /Położenie/ })).toHaveValue("54.6, 18.812778");
    expect(screen.queryByRole("button", { name: "Kliknij by aktywować" })).toBeNull();
  });
});
