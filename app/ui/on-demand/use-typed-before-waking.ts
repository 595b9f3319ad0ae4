import { useLayoutEffect, type RefObject } from "react";

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What was typed or chosen in a field the server drew; null if it is as drawn. */
export function typedInto(field: Field): string | null {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected) ? field.value : null;
  return field.value !== field.defaultValue ? field.value : null;
}

/**
 * State starts from the props, not from what was typed before hydration, and would overwrite it (decision 034). A
 * textarea the server may draw with text takes `useTextareaTypedBeforeWaking` (typed-textareas.ts) instead.
 */
export function useTypedBeforeWaking(
  field: RefObject<Field | null>,
  take: (typed: string) => void,
  read: (field: Field) => string | null = typedInto,
): void {
  useLayoutEffect(() => {
    const typed = field.current ? read(field.current) : null;
    if (typed !== null) take(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the part wakes; later, the field's onChange
  }, []);
}
