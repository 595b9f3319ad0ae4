import { act } from "@testing-library/react";
import { useRef, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { useFormTypedBeforeWaking, useTextareaTypedBeforeWaking, useTypedTextareasKept } from "./typed-textareas.ts";

const SAVED = "Tekst zapisany wcześniej.";

function OneField() {
  const [text, setText] = useState(SAVED);
  const field = useRef<HTMLTextAreaElement>(null);
  useTextareaTypedBeforeWaking(field, setText);
  return (
    <>
      <textarea ref={field} aria-label="Tekst" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text.length}</output>
    </>
  );
}

function WholeForm() {
  const [draft, setDraft] = useState({ content: SAVED, title: "Tytuł" });
  const form = useRef<HTMLFormElement>(null);
  useFormTypedBeforeWaking(form, (typed) => setDraft((current) => ({ ...current, ...typed })));
  return (
    <form ref={form}>
      <input
        name="title"
        aria-label="Tytuł"
        value={draft.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <textarea
        name="content"
        aria-label="Tekst"
        value={draft.content}
        onChange={(event) => setDraft({ ...draft, content: event.target.value })}
      />
      <output>{draft.content.length}</output>
    </form>
  );
}

/** A part's form that the browser reads as it is sent: no state of its own. */
function UncontrolledPart() {
  useTypedTextareasKept();
  return (
    <form>
      <textarea name="description" aria-label="Opis" defaultValue={SAVED} />
      <output />
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The server's markup, typed into at the start of its text with the caret left there, then hydrated. */
async function typedThenHydrated(element: React.ReactElement, typed: string) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  const area = container.querySelector("textarea")!;
  area.focus();
  area.value = typed + area.value;
  area.setSelectionRange(typed.length, typed.length);
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  return { area, count: container.querySelector("output")! };
}

test("text typed into a textarea the server drew with text survives waking, its caret and focus too", async () => {
  const { area, count } = await typedThenHydrated(<OneField />, "Nowe: ");
  expect(area.value).toBe(`Nowe: ${SAVED}`);
  expect(count.textContent).toBe(String(`Nowe: ${SAVED}`.length));
  expect(area.selectionStart).toBe(6);
  expect(area.selectionEnd).toBe(6);
  expect(document.activeElement).toBe(area);
});

test("a form the server drew gives every changed field, its textarea included, to the draft as it wakes", async () => {
  const { area, count } = await typedThenHydrated(<WholeForm />, "Nowe: ");
  expect(area.value).toBe(`Nowe: ${SAVED}`);
  expect(count.textContent).toBe(String(`Nowe: ${SAVED}`.length));
  expect(area.selectionStart).toBe(6);
});

test("a part's uncontrolled textarea keeps what was typed into it and its caret", async () => {
  const { area } = await typedThenHydrated(<UncontrolledPart />, "Nowe: ");
  expect(area.value).toBe(`Nowe: ${SAVED}`);
  expect(area.selectionStart).toBe(6);
  expect(new FormData(area.form!).get("description")).toBe(`Nowe: ${SAVED}`);
});

test("an untouched textarea wakes with the server's text", async () => {
  const { area, count } = await typedThenHydrated(<OneField />, "");
  expect(area.value).toBe(SAVED);
  expect(count.textContent).toBe(String(SAVED.length));
});
