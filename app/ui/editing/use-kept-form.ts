import { createElement, useEffect, useState, type ReactElement, type FormEvent, type RefObject } from "react";
import { useLocation } from "react-router";
import { dropDraft, fillForm, formValues, keepDraft, keptDraft, type KeptValues } from "./kept-drafts.ts";
import { LeaveGuard, UNSAVED_LEAVE } from "./leave-guard.tsx";

export interface KeptForm {
  onInput: (event: FormEvent<HTMLFormElement>) => void;
  onSubmit: () => void;
  restored: boolean;
  guard: ReactElement;
  discard: () => void;
}

export interface KeptFormOptions {
  form?: RefObject<HTMLFormElement | null>;
  restore?: ((values: KeptValues) => void) | false;
  /** Changes to a truthy value when the server saved the form. */
  saved?: unknown;
  onDiscard?: () => void;
}

export function usePlace(name: string): string {
  return `${useLocation().pathname} ${name}`;
}

/** An owner's form whose unsaved text survives leaving the page (restored on return) and asks before leaving. */
export function useKeptForm(place: string, { form, restore, saved, onDiscard }: KeptFormOptions = {}): KeptForm {
  const [restored, setRestored] = useState(false);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    const values = restore === false ? undefined : keptDraft(place);
    if (!values) return;
    if (restore) restore(values);
    else if (form?.current) fillForm(form.current, values);
    const details = form?.current?.closest("details");
    if (details) details.open = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's storage is read once the page runs
    setRestored(true);
    setDirty(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once a place, as the form opens
  }, [place]);

  // Adjusted while rendering: a save ends the notice and the question before leaving.
  const [seenSaved, setSeenSaved] = useState(saved);
  if (saved !== seenSaved) {
    setSeenSaved(saved);
    if (saved) {
      setRestored(false);
      setDirty(false);
    }
  }
  useEffect(() => {
    if (saved) dropDraft(place);
  }, [saved, place]);

  const discard = () => {
    dropDraft(place);
    setRestored(false);
    setDirty(false);
    if (onDiscard) onDiscard();
    else form?.current?.reset();
  };

  return {
    onInput: (event) => {
      keepDraft(place, formValues(event.currentTarget));
      setDirty(true);
    },
    onSubmit: () => setDirty(false),
    restored,
    guard: createElement(LeaveGuard, { question: dirty ? UNSAVED_LEAVE : null }),
    discard,
  };
}
