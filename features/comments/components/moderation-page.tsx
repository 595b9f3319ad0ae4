import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { useId, useState, type ReactNode } from "react";
import { INTENT_FIELD, typedValue, type ActionAnswer } from "#app/lib/action-answer.ts";
import { ARTICLE_HEADING_ID } from "#app/ui/article-heading.ts";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import {
  BLOCK_KIND_LABELS,
  MODERATION_INTENTS,
  type BlockDuration,
  type ModerationOverview,
} from "../moderation-model.ts";
import { formatCommentDate } from "../model.ts";
import type { ModerationAnswer } from "../answers.ts";
import { useModeration } from "../state/use-moderation.ts";
import { DurationField, ModeratedComment } from "./moderated-comment.tsx";
import { ModerationForm } from "./moderation-form.tsx";
import * as buttons from "./buttons.css.ts";
import * as styles from "./moderation.css.ts";

export interface ModerationPageProps {
  overview: ModerationOverview;
  /** The page's answer to a form posted without JavaScript. */
  answer?: ModerationAnswer;
}

export function ModerationPage({ overview, answer: pageAnswer }: ModerationPageProps) {
  const moderation = useModeration(pageAnswer);
  const { busy, answer } = moderation;
  const hydrated = useHydrated();
  const deleteForm = useId();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  // A deleted comment leaves the selection with the list, so the count never names what is gone.
  const chosen = overview.recent.filter((comment) => selected.has(comment.id)).map((comment) => comment.id);

  function toggle(id: number, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
    setConfirming(false);
  }

  return (
    <div className={styles.page}>
      <h1 id={ARTICLE_HEADING_ID} className={styles.title}>
        Moderacja komentarzy
      </h1>
      <p className={styles.lead}>
        Komentarze z całej strony w jednym miejscu. Każda zmiana trafia do historii na dole strony.
      </p>
      <p className={styles.error} role="alert">
        {moderation.error}
      </p>
      <p className={styles.status} role="status">
        {moderation.error ? null : moderation.notice}
      </p>

      <Panel title="Czekają na zatwierdzenie" count={overview.paging?.held.total ?? overview.held.length}>
        {overview.held.length === 0 ? (
          <p className={styles.empty}>Nic nie czeka na zatwierdzenie.</p>
        ) : (
          <ul className={styles.list}>
            {overview.held.map((comment) => (
              <ModeratedComment key={comment.id} comment={comment} busy={busy}>
                <ModerationForm className={styles.inlineForm}>
                  <input type="hidden" name="id" value={comment.id} />
                  <button
                    type="submit"
                    name={INTENT_FIELD}
                    value={MODERATION_INTENTS.approve}
                    className={buttons.primary}
                    aria-disabled={busy}
                  >
                    Zatwierdź
                  </button>
                  <button
                    type="submit"
                    name={INTENT_FIELD}
                    value={MODERATION_INTENTS.reject}
                    className={buttons.danger}
                    aria-disabled={busy}
                  >
                    Odrzuć
                  </button>
                </ModerationForm>
              </ModeratedComment>
            ))}
          </ul>
        )}
        <MoreOnNextPage shown={overview.held.length} total={overview.paging?.held.total} />
      </Panel>

      <Panel title="Najnowsze komentarze" count={overview.recent.length}>
        {overview.recent.length === 0 ? (
          <p className={styles.empty}>Nikt jeszcze nic nie napisał.</p>
        ) : (
          <>
            <ModerationForm
              id={deleteForm}
              intent={MODERATION_INTENTS.remove}
              className={styles.toolbar}
              onSubmit={() => setConfirming(false)}
            >
              {!hydrated ? (
                // Before JavaScript the count is unknown; the question still comes before anything is deleted.
                <details className={styles.blockBox}>
                  <summary className={styles.blockSummary}>Usuń zaznaczone</summary>
                  <span className={styles.actions}>
                    <span>Usunąć zaznaczone komentarze razem z polubieniami?</span>
                    <button type="submit" className={buttons.danger}>
                      Tak, usuń
                    </button>
                  </span>
                </details>
              ) : (
                <>
                  <span className={styles.muted}>Zaznaczone: {chosen.length}</span>
                  {confirming ? (
                    <span className={styles.actions}>
                      <span>Usunąć {countNoun(chosen.length, NOUNS.comment)} razem z polubieniami?</span>
                      <button type="submit" className={buttons.danger} aria-disabled={busy}>
                        Tak, usuń
                      </button>
                      <button type="button" className={buttons.secondary} onClick={() => setConfirming(false)}>
                        Anuluj
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      className={buttons.danger}
                      disabled={chosen.length === 0}
                      onClick={() => setConfirming(true)}
                    >
                      Usuń zaznaczone
                    </button>
                  )}
                </>
              )}
            </ModerationForm>
            <ul className={styles.list}>
              {overview.recent.map((comment) => (
                <ModeratedComment
                  key={comment.id}
                  comment={comment}
                  busy={busy}
                  select={
                    <label className={styles.check}>
                      <input
                        type="checkbox"
                        name="id"
                        value={comment.id}
                        form={deleteForm}
                        checked={selected.has(comment.id)}
                        onChange={(event) => toggle(comment.id, event.target.checked)}
                        aria-label={`Zaznacz komentarz ${comment.login}: ${comment.comment.slice(0, 40)}`}
                      />
                    </label>
                  }
                />
              ))}
            </ul>
          </>
        )}
      </Panel>

      <Panel title="Blokady" count={overview.paging?.blocks.total ?? overview.blocks.length}>
        <NameBlockForm busy={busy} answer={answer} />
        {overview.blocks.length === 0 ? (
          <p className={styles.empty}>Nikt nie jest zablokowany.</p>
        ) : (
          <ul className={styles.list}>
            {overview.blocks.map((entry) => (
              <li key={entry.id} className={styles.card} aria-label={`Blokada: ${entry.label}`}>
                <div className={styles.cardHead}>
                  <span className={styles.tag}>{BLOCK_KIND_LABELS[entry.kind]}</span>
                  <span className={styles.author}>{entry.label}</span>
                  <span>
                    do <time dateTime={entry.until}>{formatCommentDate(entry.until)}</time>
                  </span>
                  <span>założył(a) {entry.createdBy}</span>
                </div>
                <ModerationForm intent={MODERATION_INTENTS.unblock} className={styles.actions}>
                  <input type="hidden" name="id" value={entry.id} />
                  <button type="submit" className={buttons.secondary} aria-disabled={busy}>
                    Zdejmij blokadę
                  </button>
                </ModerationForm>
              </li>
            ))}
          </ul>
        )}
        <MoreOnNextPage shown={overview.blocks.length} total={overview.paging?.blocks.total} />
      </Panel>

      <Panel title="Ustawienia komentarzy gości">
        <SettingsForm
          key={`${overview.settings.approveFirstGuestComments}-${overview.settings.guestDailyCap}`}
          settings={overview.settings}
          busy={busy}
          answer={answer}
        />
      </Panel>

      <Panel title="Historia">
        {overview.history.length === 0 ? (
          <p className={styles.empty}>Jeszcze nic nie zrobiono.</p>
        ) : (
          <ol className={styles.history}>
            {overview.history.map((entry) => (
              <li key={entry.id} className={styles.historyRow}>
                <time className={styles.muted} dateTime={entry.at}>
                  {formatCommentDate(entry.at)}
                </time>
                <span>
                  <strong>{entry.action}</strong> <span className={styles.muted}>({entry.actor})</span>
                </span>
                <span>{entry.detail}</span>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </div>
  );
}

/** The page shows the first page of a long list; what follows comes up as the shown ones are dealt with. */
function MoreOnNextPage({ shown, total }: { shown: number; total: number | undefined }) {
  if (total === undefined || total <= shown) return null;
  return (
    <p className={styles.empty}>
      Widać najnowsze {shown} z {total}. Kolejne pojawią się tu, gdy zajmiesz się tymi.
    </p>
  );
}

function Panel({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
        {count !== undefined ? <span className={styles.count}>({count})</span> : null}
      </h2>
      {children}
    </section>
  );
}

function refusedHere(answer: ActionAnswer | undefined, intent: string): ActionAnswer | undefined {
  return answer && !answer.ok && answer.intent === intent ? answer : undefined;
}

function NameBlockForm({ busy, answer }: { busy: boolean; answer: ActionAnswer | undefined }) {
  const id = useId();
  const refused = refusedHere(answer, MODERATION_INTENTS.block);
  const [name, setName] = useState(() => typedValue(refused, "name"));
  const [duration, setDuration] = useState<BlockDuration>("1d");
  return (
    <ModerationForm intent={MODERATION_INTENTS.block} className={styles.form}>
      <input type="hidden" name="kind" value="name" />
      <label className={styles.field} htmlFor={`${id}-name`}>
        Nazwa gościa
        <input
          id={`${id}-name`}
          name="name"
          className={styles.input}
          value={name}
          maxLength={40}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <DurationField id={`${id}-duration`} value={duration} onChange={setDuration} />
      <button type="submit" className={buttons.danger} aria-disabled={busy}>
        Zablokuj nazwę
      </button>
    </ModerationForm>
  );
}

function SettingsForm({
  settings,
  busy,
  answer,
}: {
  settings: ModerationOverview["settings"];
  busy: boolean;
  answer: ActionAnswer | undefined;
}) {
  const id = useId();
  const refused = refusedHere(answer, MODERATION_INTENTS.settings);
  const [approve, setApprove] = useState(() =>
    refused && !refused.ok ? "approveFirstGuestComments" in refused.values : settings.approveFirstGuestComments,
  );
  const [cap, setCap] = useState(() => typedValue(refused, "guestDailyCap", String(settings.guestDailyCap)));
  return (
    <ModerationForm intent={MODERATION_INTENTS.settings} className={styles.form}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="approveFirstGuestComments"
          checked={approve}
          onChange={(event) => setApprove(event.target.checked)}
        />
        Zatwierdzaj pierwsze komentarze gości
      </label>
      <label className={styles.field} htmlFor={`${id}-cap`}>
        Dzienny limit komentarzy gości na stronę
        <input
          id={`${id}-cap`}
          name="guestDailyCap"
          className={styles.capInput}
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          value={cap}
          onChange={(event) => setCap(event.target.value)}
        />
      </label>
      <button type="submit" className={buttons.primary} aria-disabled={busy}>
        Zapisz ustawienia
      </button>
    </ModerationForm>
  );
}
