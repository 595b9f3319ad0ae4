import { useLayoutEffect, type RefObject } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * A field the server drew may hold what a person typed before its code came. React hydrates the element as it is
 * but its state starts empty, and the next render would write that state over the text: the state takes the field's
 * text when the part wakes (docs/decisions/034). Focus, selection and caret stay, as the element does.
 */
export function useTypedBeforeWaking(field: RefObject<Field | null>, take: (typed: string) => void): void {
  useLayoutEffect(() => {
    const node = field.current;
    if (node && node.value !== node.defaultValue) take(node.value);
    // Once, as the part wakes: later text goes through the field's own change handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
