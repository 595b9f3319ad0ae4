import { describe, expect, test } from "vitest";
import { DETAIL_ZOOM, HOME_VIEW, modelMapView, modeToggleLabel, PLACE_ICON, sizeToggleLabel } from "../model.ts";

describe("the model map's view", () => {
  const hel = [54.6, 18.812778] as const;

  test("is the close-up at zoom 17 on the model's place, whatever the window size", () => {
    expect(modelMapView(hel, "detail", false)).toEqual({ center: hel, zoom: DETAIL_ZOOM });
    expect(modelMapView(hel, "detail", true)).toEqual({ center: hel, zoom: 17 });
  });

  test("is Poland centred at 52,19 at zoom 5 in the small window and 6 in the large one", () => {
    expect(modelMapView(hel, "overview", false)).toEqual({ center: [52, 19], zoom: 5 });
    expect(modelMapView(hel, "overview", true)).toEqual({ center: [52, 19], zoom: 6 });
  });
});

describe("the toggle names", () => {
  test("name the window and the view they switch to", () => {
    expect(sizeToggleLabel(false)).toBe("duże okno");
    expect(sizeToggleLabel(true)).toBe("małe okno");
    expect(modeToggleLabel("detail")).toBe("widok Polski");
    expect(modeToggleLabel("overview")).toBe("widok szczegółowy");
  });
});

describe("a place icon", () => {
  test("is shown at 50x50, points at [25,45] and opens its popup 25 px above that point", () => {
    expect(PLACE_ICON).toEqual({ size: [50, 50], anchor: [25, 45], popupAnchor: [0, -25] });
  });
});

describe("the home map's view", () => {
  test("is the whole of Poland, centred on 52.4° N, 19° E at zoom 6", () => {
    expect(HOME_VIEW).toEqual({ center: [52.4, 19], zoom: 6 });
  });
});
