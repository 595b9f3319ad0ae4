import { Link, useFetcher } from "react-router";
import { INTENT_FIELD, type Done, type Refusal as Refused } from "#app/lib/action-answer.ts";
import { formatPolishDateTime } from "#app/lib/polish-date.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Refusal } from "#app/ui/editing/editor-form.tsx";
import { TRASH_DAYS, type RestoredModel, type TrashedModel } from "#features/catalog/index.ts";
import * as styles from "./model-list.css.ts";
import { countNoun, NOUNS } from "#app/lib/plural.ts";

export type RestoreAnswer = Done<"model-restore", RestoredModel> | Refused;

/** One fetcher for every restore form: the list's notice reads its answer after the row it came from is gone. */
export const RESTORE_FETCHER = "model-restore";

function ownAnswer(answer: RestoreAnswer | undefined, id: number): RestoreAnswer | undefined {
  return answer && (answer.ok || answer.values.id === String(id)) ? answer : undefined;
}

function RestoreForm({ model, label, answer }: { model: TrashedModel; label: string; answer?: RestoreAnswer }) {
  const restore = useFetcher<RestoreAnswer>({ key: RESTORE_FETCHER });
  const refused = ownAnswer(restore.data ?? answer, model.id);
  return (
    <restore.Form method="post" className={styles.restore} aria-label={`${label}: ${model.name}`}>
      <input type="hidden" name={INTENT_FIELD} value="model-restore" />
      <input type="hidden" name="id" value={model.id} />
      <button type="submit" className={form.secondary} aria-disabled={restore.state !== "idle" || undefined}>
        {label}
      </button>
      <Refusal answer={refused?.ok ? undefined : refused} />
    </restore.Form>
  );
}

export function TrashNotice({ model, answer }: { model: TrashedModel; answer?: RestoreAnswer }) {
  return (
    <div className={styles.notice} role="status">
      <p className={styles.noticeText}>{`Usunięto model ${model.name}.`}</p>
      <RestoreForm model={model} label="Cofnij" answer={answer} />
    </div>
  );
}

export function RestoredNotice({ restored }: { restored: RestoredModel }) {
  return (
    <p className={styles.notice} role="status">
      <span className={styles.noticeText}>
        Przywrócono model <Link to={restored.href}>{restored.name}</Link>.
      </span>
    </p>
  );
}

export function TrashList({ models, answer }: { models: readonly TrashedModel[]; answer?: RestoreAnswer }) {
  return (
    <section className={styles.trash} aria-labelledby="kosz">
      <h2 id="kosz" className={styles.trashTitle}>
        Kosz
      </h2>
      <p className={form.hint}>
        Usunięty model czeka tu {countNoun(TRASH_DAYS, NOUNS.day)} ze zdjęciami, komentarzami i starymi adresami, potem
        znika na zawsze.
      </p>
      {models.length === 0 ? (
        <p className={styles.empty}>Kosz jest pusty.</p>
      ) : (
        <ul className={styles.trashList}>
          {models.map((model) => (
            <li key={model.id} className={styles.trashItem}>
              <div className={styles.trashName}>
                <strong>{model.name}</strong>
                <span className={styles.path}>{model.path}</span>
                <span className={styles.path}>
                  Usunięty <time dateTime={model.deletedAt}>{formatPolishDateTime(model.deletedAt)}</time>, zniknie{" "}
                  <time dateTime={model.purgeAt}>{formatPolishDateTime(model.purgeAt)}</time>
                </span>
              </div>
              <RestoreForm model={model} label="Przywróć" answer={answer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
