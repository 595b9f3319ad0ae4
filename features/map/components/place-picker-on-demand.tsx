import { lazy, Suspense } from "react";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import type { PlacePickerProps } from "../model.ts";

const Picker = lazy(() => import("./place-picker.tsx"));

/** Only the owner's form uses it, so a visitor's page never downloads it; without JavaScript the form has the field. */
export function PlacePicker(props: PlacePickerProps) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <Picker {...props} />
    </Suspense>
  ) : null;
}
