import { href, Link, useFetcher } from "react-router";
import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { formatPolishDateTime } from "#app/lib/polish-date.ts";
import { ARTICLE_HEADING_ID } from "#app/ui/article-heading.ts";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import {
  MODEL_STATE_PARAM,
  MODEL_STATES,
  modelHref,
  type ModelState,
  type OwnerModelList,
  type TrashedModel,
} from "#features/catalog/index.ts";
import * as styles from "./model-list.css.ts";
import { RESTORE_FETCHER, RestoredNotice, TrashList, TrashNotice, type RestoreAnswer } from "./model-trash.tsx";

const FILTER_LABELS: Record<ModelState | "all", string> = {
  all: "Wszystkie",
  szkic: "Szkice",
  opublikowany: "Opublikowane",
  ukryty: "Ukryte",
};

const EMPTY: Record<ModelState | "all", string> = {
  all: "Nie ma jeszcze żadnego modelu. Zacznij od „Nowy model”.",
  szkic: "Żaden model nie jest szkicem.",
  opublikowany: "Żaden model nie jest opublikowany.",
  ukryty: "Żaden model nie jest ukryty.",
};

export interface ModelListProps {
  list: OwnerModelList;
  /** Comments waiting for moderation, by the model's `component`. */
  held: Readonly<Record<string, number>>;
  trash?: readonly TrashedModel[];
  /** The model just deleted, while it is in the trash: its notice offers "Cofnij". */
  deleted?: TrashedModel;
  answer?: RestoreAnswer;
}

function filterHref(state: ModelState | "all"): string {
  return state === "all" ? href("/Katalog") : `${href("/Katalog")}?${MODEL_STATE_PARAM}=${state}`;
}

/** `/Katalog`: every model with its state, last change, photos and comments waiting; filters are plain links. */
export function ModelList({ list, held, trash, deleted, answer }: ModelListProps) {
  const current = list.state ?? "all";
  const restored = useFetcher<RestoreAnswer>({ key: RESTORE_FETCHER }).data ?? answer;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 id={ARTICLE_HEADING_ID} className={styles.title}>
          Modele
        </h1>
        <Link to={href("/Katalog/nowy")} className={styles.newModel}>
          Nowy model
        </Link>
      </header>
      {restored?.ok ? (
        <RestoredNotice restored={restored.data} />
      ) : deleted ? (
        <TrashNotice model={deleted} answer={answer} />
      ) : null}
      <nav aria-label="Stan modeli">
        <ul className={styles.filters}>
          {(["all", ...MODEL_STATES] as const).map((state) => (
            <li key={state}>
              <Link
                to={filterHref(state)}
                className={styles.filter}
                aria-current={state === current ? "page" : undefined}
              >
                {FILTER_LABELS[state]} <span className={styles.filterCount}>({list.counts[state]})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.models.length === 0 ? (
        <p className={styles.empty}>{EMPTY[current]}</p>
      ) : (
        <table className={styles.table}>
          <caption className={visuallyHidden}>
            {FILTER_LABELS[current]}: {countNoun(list.models.length, NOUNS.model)}
          </caption>
          <thead className={styles.head}>
            <tr>
              <th scope="col" className={styles.headCell}>
                Model
              </th>
              <th scope="col" className={styles.headCell}>
                Stan
              </th>
              <th scope="col" className={styles.headCell}>
                Ostatnia zmiana
              </th>
              <th scope="col" className={styles.headCell}>
                Zdjęcia
              </th>
              <th scope="col" className={styles.headCell}>
                Czeka na moderację
              </th>
            </tr>
          </thead>
          <tbody>
            {list.models.map((model) => {
              const waiting = held[model.component] ?? 0;
              return (
                <tr key={model.id} className={styles.row}>
                  <th scope="row" className={styles.nameCell}>
                    <Link to={modelHref(model.path)} className={styles.name}>
                      {model.name}
                    </Link>
                    <span className={styles.path}>{model.path}</span>
                  </th>
                  <td className={styles.stateCell}>
                    <span className={styles.states[model.state]}>{model.state}</span>
                  </td>
                  <td className={styles.changedCell}>
                    <span className={styles.cellLabel}>Zmiana: </span>
                    <time dateTime={model.changedAt}>{formatPolishDateTime(model.changedAt)}</time>
                  </td>
                  <td className={styles.photosCell}>{countNoun(model.photos, NOUNS.photo)}</td>
                  <td className={styles.heldCell}>
                    <span className={styles.cellLabel}>Do moderacji: </span>
                    {waiting > 0 ? (
                      <Link to={href("/Moderacja")} className={styles.held}>
                        {countNoun(waiting, NOUNS.comment)}
                      </Link>
                    ) : (
                      "brak"
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {trash ? <TrashList models={trash} answer={answer} /> : null}
    </article>
  );
}
