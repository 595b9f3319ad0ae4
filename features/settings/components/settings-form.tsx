import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Icon } from "#app/ui/icons/icons.tsx";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import { nextFontSize } from "../model.ts";
import { fontSizeLabel, type PanelSettings } from "../panel-model.ts";
import { usePolishTime } from "../state/use-polish-time.ts";
import { readPanelSettings, saveSettings } from "../state/panel-settings.ts";
import * as styles from "./settings-form.css.ts";

const SAVED_TICK_MS = 1000;

export interface SettingsFormProps {
  onClose: () => void;
}

export function SettingsForm({ onClose }: SettingsFormProps) {
  const [saved, setSaved] = useState(readPanelSettings);
  const [draft, setDraft] = useState(saved);
  const [justSaved, setJustSaved] = useState(false);
  const [storageRefused, setStorageRefused] = useState(false);
  const returnFocusToSave = useRef(false);
  const id = useId();

  useEffect(() => {
    if (!justSaved) return;
    const timer = setTimeout(() => {
      returnFocusToSave.current = true;
      setJustSaved(false);
    }, SAVED_TICK_MS);
    return () => clearTimeout(timer);
  }, [justSaved]);

  const set =
    <K extends keyof PanelSettings>(key: K) =>
    (value: PanelSettings[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const dirty = (Object.keys(draft) as (keyof PanelSettings)[]).some((key) => draft[key] !== saved[key]);

  function save(event: FormEvent) {
    event.preventDefault();
    setStorageRefused(!saveSettings(saved, draft));
    setSaved(draft);
    setJustSaved(true);
  }

  return (
    <div className={styles.root}>
      <Clock />
      <div className={styles.stage}>
        <form className={styles.form} onSubmit={save} aria-hidden={justSaved || undefined} inert={justSaved}>
          <Choice
            legend="Kolorystyka"
            name={`${id}-darkMode`}
            value={draft.darkMode}
            onChange={set("darkMode")}
            options={[
              ["ciemna", true],
              ["jasna", false],
            ]}
          />
          <div className={styles.row}>
            <span className={styles.label} aria-hidden="true">
              Wielkość czcionki
            </span>
            <button
              type="button"
              className={styles.cycle}
              onClick={() => set("fontSize")(nextFontSize(draft.fontSize))}
              aria-label={`Wielkość czcionki: ${fontSizeLabel(draft.fontSize)}`}
              title="Zmień wielkość czcionki"
            >
              {fontSizeLabel(draft.fontSize)}
              <CycleIcon />
            </button>
          </div>
          <Choice
            legend="Ruchomy banner"
            name={`${id}-banner`}
            value={draft.banner}
            onChange={set("banner")}
            options={[
              ["widoczny", true],
              ["ukryty", false],
            ]}
          />
          <Choice
            legend="Karty nawigacji"
            name={`${id}-overlap`}
            value={draft.overlap}
            onChange={set("overlap")}
            options={[
              ["szeroko", false],
              ["wąsko", true],
            ]}
          />
          <Choice
            legend="Autoprzewijanie"
            name={`${id}-autoScroll`}
            value={draft.autoScroll}
            onChange={set("autoScroll")}
            options={[
              ["włączone", true],
              ["wyłączone", false],
            ]}
          />
          {/* Collapsing is the inverse of the stored `sections` (sections open = collapsing off). */}
          <Choice
            legend="Zwijanie sekcji"
            name={`${id}-sections`}
            value={draft.sections}
            onChange={set("sections")}
            options={[
              ["wyłączone", true],
              ["włączone", false],
            ]}
          />
          <Choice
            legend="Nagłówek strony"
            name={`${id}-header`}
            value={draft.header}
            onChange={set("header")}
            options={[
              ["przyklejony", true],
              ["statyczny", false],
            ]}
          />
          {storageRefused ? (
            <p className={styles.warning} role="alert">
              Przeglądarka nie pozwoliła zapamiętać ustawień: obowiązują tylko do odświeżenia strony.
            </p>
          ) : dirty ? (
            <p className={styles.hint}>Zmiany nie są jeszcze zapisane.</p>
          ) : null}
          <div className={styles.actions}>
            <button
              type="submit"
              className={styles.primary}
              ref={(button) => {
                if (button && returnFocusToSave.current) {
                  returnFocusToSave.current = false;
                  button.focus();
                }
              }}
            >
              Zapisz
            </button>
            <button type="button" className={styles.secondary} onClick={() => setDraft(saved)}>
              Anuluj
            </button>
            <button type="button" className={styles.secondary} onClick={onClose}>
              Zamknij
            </button>
          </div>
        </form>
        {justSaved ? (
          // Focus moves here so it is not lost with the hidden form; it returns to Zapisz afterwards.
          <p className={styles.saved} role="status" tabIndex={-1} ref={(status) => status?.focus()}>
            <TickIcon />
            Zapisano
          </p>
        ) : null}
      </div>
    </div>
  );
}

interface ChoiceProps<T> {
  legend: string;
  name: string;
  value: T;
  options: [label: string, value: T][];
  onChange: (value: T) => void;
}

function Choice<T>({ legend, name, value, options, onChange }: ChoiceProps<T>) {
  return (
    <fieldset className={styles.row}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.segments}>
        {options.map(([label, optionValue]) => (
          <label key={label} className={styles.segment}>
            <input
              type="radio"
              className={styles.segmentInput}
              name={name}
              checked={value === optionValue}
              onChange={() => onChange(optionValue)}
            />
            <span className={styles.segmentText}>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Clock() {
  const time = usePolishTime();
  if (time === null) return null;
  return (
    <p className={styles.clock}>
      <ClockIcon />
      <span className={visuallyHidden}>Czas polski: </span>
      <time dateTime={time}>{time}</time>
    </p>
  );
}

const ClockIcon = () => (
  <Icon size={18} strokeWidth={2}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

const CycleIcon = () => (
  <Icon size={16} strokeWidth={2}>
    <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" />
    <path d="M4 3v5h5" />
    <path d="M4 13a8 8 0 0 0 14.3 4.9L20 16" />
    <path d="M20 21v-5h-5" />
  </Icon>
);

const TickIcon = () => (
  <Icon size={28} strokeWidth={2.5}>
    <path d="M5 12.5 10 17.5 19 7" />
  </Icon>
);
