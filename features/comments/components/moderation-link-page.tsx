import { useState } from "react";
import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD } from "#app/lib/action-answer.ts";
import { ARTICLE_HEADING_ID } from "#app/ui/article-heading.ts";
import { MODERATION_INTENTS, MODERATION_LINK_TOKEN, MODERATION_PATH, type LinkPreview } from "../moderation-model.ts";
import type { ModerationLinkAnswer } from "../answers.ts";
import * as buttons from "./buttons.css.ts";
import * as styles from "./moderation.css.ts";

export interface ModerationLinkPageProps {
  token: string;
  preview: LinkPreview;
  /** The page's answer to the button posted without JavaScript. */
  answer?: ModerationLinkAnswer;
}

const DONE = { approve: "Komentarz zatwierdzony. Już go widać na stronie.", delete: "Komentarz usunięty." } as const;

/** The token stays in the page (its button posts it) but leaves the address bar and the history (decision 028). */
function forgetTokenInAddress(node: HTMLElement | null): void {
  if (!node) return;
  const address = new URL(window.location.href);
  if (!address.searchParams.has(MODERATION_LINK_TOKEN)) return;
  address.searchParams.delete(MODERATION_LINK_TOKEN);
  window.history.replaceState(window.history.state, "", address);
}

export function ModerationLinkPage({ token, preview: loaded, answer: pageAnswer }: ModerationLinkPageProps) {
  const fetcher = useFetcher<ModerationLinkAnswer>();
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : answerFor(fetcher.data ?? pageAnswer, MODERATION_INTENTS.link);
  // The loader runs again after the button's post and then finds the link used: the page keeps what it acted on.
  const [kept] = useState(loaded);
  const preview: LinkPreview =
    answer?.ok && answer.data.comment ? { ok: true, action: answer.data.done, comment: answer.data.comment } : kept;
  const outcome = answer
    ? answer.ok
      ? { ok: true, text: DONE[answer.data.done] }
      : { ok: false, text: answer.error }
    : null;

  return (
    <div className={styles.page} ref={forgetTokenInAddress}>
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
            <fetcher.Form
              method="post"
              className={styles.actions}
              onSubmit={(event) => {
                if (busy) event.preventDefault();
              }}
            >
              <input type="hidden" name={INTENT_FIELD} value={MODERATION_INTENTS.link} />
              <input type="hidden" name="token" value={token} />
              <button
                type="submit"
                className={preview.action === "approve" ? buttons.primary : buttons.danger}
                aria-disabled={busy}
              >
                {preview.action === "approve" ? "Zatwierdź komentarz" : "Usuń komentarz"}
              </button>
            </fetcher.Form>
          )}
        </section>
      )}
      <p className={styles.lead}>
        Wszystkie komentarze: <a href={MODERATION_PATH}>strona Moderacja</a> (po zalogowaniu jako administrator).
      </p>
    </div>
  );
}
