import { useLayoutEffect, useState, type RefObject } from "react";
import { hydratedByReact } from "./page-in-use.ts";
import { typedInto, useTypedBeforeWaking, type Field } from "./use-typed-before-waking.ts";

interface Typed {
  value: string;
  start: number;
  end: number;
  direction: "forward" | "backward" | "none";
}

/**
 * Hydrating a textarea the server drew with text, React (19.3) writes that text back over whatever was typed into it
 * (`initTextarea`), caret and all; inputs and selects keep theirs. The text is read first, while the part renders:
 * its own textarea completes after the component that holds it. Only the editors' code loads this module.
 */
const typedIntoTextareas = new WeakMap<HTMLTextAreaElement, Typed>();

function noteTypedTextareas(): void {
  if (typeof document === "undefined") return;
  for (const area of document.querySelectorAll("textarea")) {
    if (hydratedByReact(area) || area.value === area.defaultValue) continue;
    const { value, selectionStart: start, selectionEnd: end, selectionDirection: direction } = area;
    typedIntoTextareas.set(area, { value, start, end, direction });
  }
}

/** What was typed into the field before its part woke, put back where React's hydration left it; null if nothing. */
function typedBeforeWaking(field: Field): string | null {
  const typed = field instanceof HTMLTextAreaElement ? typedIntoTextareas.get(field) : undefined;
  if (!typed || !(field instanceof HTMLTextAreaElement)) return typedInto(field);
  typedIntoTextareas.delete(field);
  if (field.value !== typed.value) {
    field.value = typed.value;
    if (document.activeElement === field) field.setSelectionRange(typed.start, typed.end, typed.direction);
  }
  return typed.value;
}

/** A part's uncontrolled textareas (the form reads them as it is sent) get their typed text back as it wakes. */
export function useTypedTextareasKept(): void {
  useState(noteTypedTextareas);
  useLayoutEffect(() => {
    for (const area of document.querySelectorAll("textarea")) if (hydratedByReact(area)) typedBeforeWaking(area);
  }, []);
}

/** `useTypedBeforeWaking` for a textarea the server may have drawn with text (decision 034). */
export function useTextareaTypedBeforeWaking(
  field: RefObject<HTMLTextAreaElement | null>,
  take: (typed: string) => void,
): void {
  useState(noteTypedTextareas);
  useTypedBeforeWaking(field, take, typedBeforeWaking);
}

/** The same for every named field of a form the server drew: `take` gets the changed ones by name. */
export function useFormTypedBeforeWaking(
  form: RefObject<HTMLFormElement | null>,
  take: ((typed: Record<string, string>) => void) | undefined,
): void {
  useState(noteTypedTextareas);
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
      const value = field?.name ? typedBeforeWaking(field) : null;
      if (field && value !== null) typed[field.name] = value;
    }
    if (Object.keys(typed).length > 0) take(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form wakes
  }, []);
}
