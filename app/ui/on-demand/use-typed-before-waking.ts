import { useLayoutEffect, type RefObject } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changedBeforeWaking(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** State starts from the props, not from what was typed before hydration, and would overwrite it (decision 034). */
export function useTypedBeforeWaking(field: RefObject<Field | null>, take: (typed: string) => void): void {
  useLayoutEffect(() => {
    const node = field.current;
    if (node && changedBeforeWaking(node)) take(node.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the part wakes; later, the field's onChange
  }, []);
}

/** The same for every named field of a form the server drew: `take` gets the changed ones by name. */
export function useFormTypedBeforeWaking(
  form: RefObject<HTMLFormElement | null>,
  take: ((typed: Record<string, string>) => void) | undefined,
): void {
  useLayoutEffect(() => {
    if (!form.current || !take) return;
    const typed: Record<string, string> = {};
    for (const element of form.current.elements) {
      const field =
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
          ? element
          : null;
      if (field?.name && changedBeforeWaking(field)) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length > 0) take(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form wakes
  }, []);
}
