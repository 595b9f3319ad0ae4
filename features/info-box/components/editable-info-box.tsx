import { useCallback, useRef } from "react";
import * as editorStyles from "#app/ui/editing/editor-form.css.ts";
import { InfoMarkdown } from "#app/ui/editing/info-markdown.tsx";
import { editorOnDemand, usePreloadedEditor } from "#app/ui/editing/on-demand-editor.tsx";
import { OpenButton } from "#app/ui/editing/open-button.tsx";
import { EDIT_PARAM } from "#app/ui/editing/use-draft-editor.ts";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
import { INFO_MESSAGES, type InfoBoxProps } from "../model.ts";
import { useInfoEditor } from "../state/use-info-editor.ts";
import * as styles from "./info-box.css.ts";

const infoForm = editorOnDemand(async () => (await import("./info-box-form.tsx")).InfoBoxForm);

export function EditableInfoBox({
  info,
  admin,
  text = "info",
  id = "informacje",
  label = "Informacje",
  fieldLabel = "Tekst informacyjny (Markdown)",
  emptyNote = "Tekst informacyjny jest pusty, więc goście nie widzą tej ramki.",
  plain = false,
  answer,
}: InfoBoxProps) {
  const editor = useInfoEditor(text, info.content, answer);
  const rootClass = plain ? styles.plain : styles.root;
  usePreloadedEditor(infoForm.preload, admin);
  const returnFocus = useRef(false);
  const focusEditButton = useCallback((button: HTMLButtonElement | null) => {
    if (button && returnFocus.current) {
      returnFocus.current = false;
      button.focus();
    }
  }, []);

  const empty = info.nodes.length === 0;
  if (!admin && (empty || info.failed)) return null;

  if (editor.editing) {
    return (
      <section id={id} className={rootClass} aria-label={label}>
        <infoForm.Editor
          text={text}
          id={id}
          label={label}
          fieldLabel={fieldLabel}
          editor={editor}
          onLeave={() => {
            returnFocus.current = true;
          }}
        />
      </section>
    );
  }

  return (
    <section id={id} className={rootClass} aria-label={label} aria-busy={editor.refreshing || undefined}>
      {admin ? (
        <OpenButton
          param={EDIT_PARAM}
          value={text}
          returnTo={id}
          buttonRef={focusEditButton}
          className={styles.edit}
          disabled={info.failed}
          // Not `disabled` while the new text loads: focus returns here after a save and must stay on the page.
          aria-disabled={editor.refreshing || undefined}
          onClick={() => {
            if (!editor.refreshing) editor.start(info.content);
          }}
        >
          edycja
        </OpenButton>
      ) : null}
      <div className={editor.refreshing ? `${styles.body} ${styles.isStale}` : styles.body}>
        {info.failed ? (
          <p className={editorStyles.error} role="alert">
            {INFO_MESSAGES.loadFailed}
          </p>
        ) : empty ? (
          <p className={styles.empty}>{emptyNote}</p>
        ) : (
          <InfoMarkdown nodes={info.nodes} />
        )}
      </div>
      {editor.refreshing ? (
        <div className={styles.refreshing}>
          <Spinner label="Odświeżanie tekstu…" />
        </div>
      ) : null}
    </section>
  );
}
