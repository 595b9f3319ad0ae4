import { useLayoutEffect, type RefObject } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

// A textarea the server may draw with text takes `useTextareaTypedBeforeWaking` (typed-textareas.ts) instead.

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
