import { useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useTypedBeforeWaking } from "#app/ui/on-demand/use-typed-before-waking.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/ui/icons/control-icons.tsx";
import { scrollBehavior } from "#app/ui/media.ts";
import { useMemoChildren } from "#app/ui/memo-html/memo-html.tsx";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import {
  CATEGORY_FILTERS,
  imageUrl,
  modelHref,
  type CategoryFilter,
  type ModelSummary,
} from "#features/catalog/index.ts";
import {
  INITIAL_VIEW,
  kitOptions,
  modelCountText,
  NO_RESULTS,
  scrollStep,
  visibleModels,
  type KitFilter,
  type KitOption,
  type StripView,
} from "../model.ts";
import { HIDDEN_STRIP, NARROW_CARDS, usePageFlag } from "../state/use-page-flag.ts";
import { useScrollEdges } from "../state/use-scroll-edges.ts";
import { ModelCard } from "./model-card.tsx";
import { OverlapIcon, SearchIcon } from "./strip-icons.tsx";
import * as styles from "./nav-strip.css.ts";

export interface NavStripProps {
  /** Already sorted by completion year, newest first. */
  models: readonly ModelSummary[];
  imageSrc?: (key: string) => string;
  commentCounts?: Readonly<Record<string, number>>;
  admin?: boolean;
}

export const NEW_MODEL_PATH = "/Katalog/nowy";

const KIT_SELECTS: readonly { filter: KitFilter; label: string; all: string }[] = [
  { filter: "publisher", label: "Wydawca zestawu", all: "wszyscy wydawcy" },
  { filter: "scale", label: "Skala", all: "wszystkie skale" },
];

interface KitSelectProps {
  label: string;
  all: string;
  options: readonly KitOption[];
  value: string;
  onChange: (value: string) => void;
}

function KitSelect({ label, all, options, value, onChange }: KitSelectProps) {
  const id = useId();
  const field = useRef<HTMLSelectElement>(null);
  useTypedBeforeWaking(field, onChange);
  return (
    <>
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <select
        ref={field}
        id={id}
        className={styles.kitSelect}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

export function NavStrip({ models, imageSrc = imageUrl, commentCounts = {}, admin = false }: NavStripProps) {
  const [view, setView] = useState<StripView>(INITIAL_VIEW);
  const [, setShown] = usePageFlag(HIDDEN_STRIP);
  const [narrow, setNarrow] = usePageFlag(NARROW_CARDS);
  const navigate = useNavigate();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hideRef = useRef<HTMLButtonElement>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  const [edges, measureEdges] = useScrollEdges(scrollerRef, listRef);
  const searchRef = useRef<HTMLInputElement>(null);
  // Text typed before waking is the search; the focus given back once awake must not clear it (or what follows).
  const focusedBeforeWaking = useRef(false);
  useLayoutEffect(() => {
    focusedBeforeWaking.current = searchRef.current !== null && document.activeElement === searchRef.current;
  }, []);
  useTypedBeforeWaking(searchRef, (query) => setView((current) => ({ ...current, category: null, query })));
  const ids = { panel: useId(), search: useId(), list: useId(), count: useId() };
  const kits = useMemo(
    () => ({ publisher: kitOptions(models, "publisher"), scale: kitOptions(models, "scale") }),
    [models],
  );

  const visible = visibleModels(models, view);
  // The cards are most of the page's HTML and the same on every page of one catalogue: the server draws them once.
  const cards = useMemoChildren(
    () => JSON.stringify([visible, commentCounts]),
    () => (
      <>
        {visible.map((model) => (
          <li key={model.id} className={styles.item}>
            <ModelCard model={model} imageSrc={imageSrc} commentCount={commentCounts[model.component]} />
          </li>
        ))}
      </>
    ),
  );

  const changeView = (next: StripView | ((current: StripView) => StripView)) => {
    setView(next);
    if (scrollerRef.current) scrollerRef.current.scrollLeft = 0;
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the field shows: Enter held while the strip woke may come before its typed text became the search.
    const typed = searchRef.current?.value ?? view.query;
    const [only, ...others] =
      typed === view.query ? visible : visibleModels(models, { ...view, category: null, query: typed });
    if (only && others.length === 0) void navigate(modelHref(only.path));
  };
  const scrollBy = (direction: -1 | 1) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    scroller.scrollBy({ left: direction * scrollStep(scroller.clientWidth), behavior: scrollBehavior() });
  };
  const hide = () => {
    setShown(false);
    showRef.current?.focus();
  };
  const show = () => {
    setShown(true);
    hideRef.current?.focus();
  };

  return (
    <nav className={styles.root} aria-label="Modele">
      <div id={ids.panel} className={styles.panel}>
        <div className={styles.toolbar}>
          <form role="search" className={styles.search} onSubmit={submitSearch}>
            <label htmlFor={ids.search} className={visuallyHidden}>
              Szukaj modelu po nazwie
            </label>
            <SearchIcon className={styles.searchIcon} />
            <input
              ref={searchRef}
              id={ids.search}
              className={styles.searchInput}
              type="search"
              placeholder="Szukaj..."
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby={ids.count}
              value={view.query}
              onFocus={() => {
                if (focusedBeforeWaking.current) focusedBeforeWaking.current = false;
                else changeView({ ...view, category: null, query: "" });
              }}
              onBlur={() => {
                focusedBeforeWaking.current = false;
              }}
              onChange={(event) => changeView({ ...view, category: null, query: event.target.value })}
            />
          </form>
          <div className={styles.categories} role="group" aria-label="Kategorie">
            {CATEGORY_FILTERS.map((category: CategoryFilter) => (
              <button
                key={category}
                type="button"
                className={styles.category}
                aria-pressed={view.category === category}
                onClick={() => changeView({ ...view, category, query: "" })}
              >
                {category}
              </button>
            ))}
          </div>
          <div className={styles.kits} role="group" aria-label="Dane zestawu">
            {KIT_SELECTS.map(({ filter, label, all }) =>
              kits[filter].length > 0 ? (
                <KitSelect
                  key={filter}
                  label={label}
                  all={all}
                  options={kits[filter]}
                  value={view[filter] ?? ""}
                  onChange={(value) => changeView((current) => ({ ...current, [filter]: value || undefined }))}
                />
              ) : null,
            )}
          </div>
          <div className={styles.status}>
            <p id={ids.count} className={styles.count} role="status">
              {modelCountText(visible.length)}
            </p>
            {admin ? (
              <Link to={NEW_MODEL_PATH} className={styles.textButton}>
                Nowy model
              </Link>
            ) : null}
            <button
              type="button"
              className={`${styles.iconButton} ${styles.overlapToggle}`}
              aria-pressed={narrow}
              aria-label="Wąskie karty"
              title={narrow ? "Rozsuń karty (szeroko)" : "Nałóż karty na siebie (wąsko)"}
              onClick={() => setNarrow(!narrow)}
            >
              <OverlapIcon />
            </button>
            <button
              ref={hideRef}
              type="button"
              className={styles.textButton}
              aria-expanded="true"
              aria-controls={ids.panel}
              onClick={hide}
            >
              ukryj nawigację
            </button>
          </div>
        </div>
        <div className={styles.strip}>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.arrow}`}
            aria-label="Przewiń karty w lewo"
            aria-controls={ids.list}
            aria-disabled={edges.atStart}
            onClick={() => scrollBy(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <div ref={scrollerRef} className={styles.scroller} onScroll={measureEdges}>
            <ul id={ids.list} ref={listRef} className={styles.list} {...cards} />
            {visible.length === 0 ? (
              <p className={styles.empty} aria-hidden="true">
                {NO_RESULTS}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.arrow}`}
            aria-label="Przewiń karty w prawo"
            aria-controls={ids.list}
            aria-disabled={edges.atEnd}
            onClick={() => scrollBy(1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <div className={styles.collapsed}>
        <span className={styles.collapsedLabel}>nawigacja</span>
        <button
          ref={showRef}
          type="button"
          className={styles.textButton}
          aria-expanded="false"
          aria-controls={ids.panel}
          onClick={show}
        >
          pokaż nawigację
        </button>
      </div>
    </nav>
  );
}
