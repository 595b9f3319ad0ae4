import { useState } from "react";
import { useApiSubmit } from "#app/lib/api-client.ts";
import { ARTICLE_HEADING_ID } from "#app/ui/article-heading.ts";
import { MODERATION_API, MODERATION_PATH, type LinkPreview } from "#features/comments/index.ts";
import * as styles from "./moderation.css.ts";

export interface ModerationLinkPageProps {
  token: string;
  preview: LinkPreview;
}

const DONE = { approve: "Komentarz zatwierdzony. Już go widać na stronie.", delete: "Komentarz usunięty." } as const;

/**
 * Where a digest's link leads: the comment and one button. Opening the page changes nothing (mail scanners open
 * links); the button posts the signed token, which works once.
 */
export function ModerationLinkPage({ token, preview: loaded }: ModerationLinkPageProps) {
  const { send, busy } = useApiSubmit<{ done: "approve" | "delete" }>();
  // The loader runs again after the button's post and then finds the link used: the page keeps what it first showed.
  const [preview] = useState(loaded);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function act() {
    if (busy || !preview.ok) return;
    const result = await send(MODERATION_API.link, "POST", { token });
    setOutcome(result.ok ? { ok: true, text: DONE[result.data.done] } : { ok: false, text: result.error });
  }

  return (
    <div className={styles.page}>
      <h1 id={ARTICLE_HEADING_ID} className={styles.title}>
        Moderacja komentarza
      </h1>
      {!preview.ok ? (
        <p className={styles.error} role="alert">
          {preview.error}
        </p>
      ) : (
        <section className={styles.panel} aria-label="Komentarz">
          <div className={styles.cardHead}>
            <span className={styles.author}>{preview.comment.login}</span>
            {preview.comment.held && !outcome?.ok ? <span className={styles.tag}>czeka na zatwierdzenie</span> : null}
            <a className={styles.pageLink} href={preview.comment.href}>
              {preview.comment.page}
            </a>
          </div>
          <p className={styles.body}>{preview.comment.comment}</p>
          {outcome ? (
            <p className={outcome.ok ? styles.status : styles.error} role={outcome.ok ? "status" : "alert"}>
              {outcome.text}
            </p>
          ) : (
            <div className={styles.actions}>
              <button
                type="button"
                className={preview.action === "approve" ? styles.primary : styles.danger}
                aria-disabled={busy}
                onClick={() => void act()}
              >
                {preview.action === "approve" ? "Zatwierdź komentarz" : "Usuń komentarz"}
              </button>
            </div>
          )}
        </section>
      )}
      <p className={styles.lead}>
        Wszystkie komentarze: <a href={MODERATION_PATH}>strona Moderacja</a> (po zalogowaniu jako administrator).
      </p>
    </div>
  );
}
