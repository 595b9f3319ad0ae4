import { useRef } from "react";
import { useFetcher } from "react-router";
import { answerFor, INTENT_FIELD, invalidField, typedValue, type ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Field } from "#app/ui/editing/editor-form.tsx";
import type { HistorySection, Model } from "#features/catalog/index.ts";
import { postedRowCount } from "../model.ts";
import { RestoredNotice } from "#app/ui/editing/restored-notice.tsx";
import { useKeptForm, usePlace } from "#app/ui/editing/use-kept-form.ts";
import * as styles from "./model-owner.css.ts";
import { SaveActions } from "./save-actions.tsx";

interface SectionFieldsProps {
  index: number;
  section: HistorySection | undefined;
  photoNumber: number | undefined;
  answer: ActionAnswer | undefined;
}

function SectionFields({ index, section, photoNumber, answer }: SectionFieldsProps) {
  const name = (field: string) => `section-${index}-${field}`;
  return (
    <fieldset className={styles.section}>
      <legend>{section ? `Sekcja ${index + 1}` : "Nowa sekcja"}</legend>
      <Field label="Nagłówek">
        {(id) => (
          <input
            id={id}
            name={name("heading")}
            className={form.input}
            maxLength={120}
            defaultValue={typedValue(answer, name("heading"), section?.heading ?? "")}
            aria-invalid={invalidField(answer, name("heading"))}
          />
        )}
      </Field>
      <Field label="Tekst" hint="Pusta linia zaczyna nowy akapit.">
        {(id) => (
          <textarea
            id={id}
            name={name("text")}
            className={form.input}
            rows={6}
            defaultValue={typedValue(answer, name("text"), section?.paragraphs.join("\n\n") ?? "")}
            aria-invalid={invalidField(answer, name("text"))}
          />
        )}
      </Field>
      {section?.photo && photoNumber !== undefined ? (
        <>
          <input type="hidden" name={name("photo")} value={String(photoNumber)} />
          <Field label={`Podpis zdjęcia ${photoNumber}`}>
            {(id) => (
              <input
                id={id}
                name={name("caption")}
                className={form.input}
                maxLength={300}
                defaultValue={typedValue(answer, name("caption"), section.photo?.caption ?? "")}
                aria-invalid={invalidField(answer, name("caption"))}
              />
            )}
          </Field>
          <Field label={`Tekst alternatywny zdjęcia ${photoNumber}`} hint="Co widać na zdjęciu, dla czytników ekranu.">
            {(id) => (
              <input
                id={id}
                name={name("alt")}
                className={form.input}
                maxLength={300}
                defaultValue={typedValue(answer, name("alt"), section.photo?.alt ?? "")}
              />
            )}
          </Field>
        </>
      ) : null}
    </fieldset>
  );
}

/** The Historia article's sections, captions, alt texts and source; an emptied section goes unless it has a picture. */
export function HistoryForm({
  model,
  actionData,
}: {
  model: Pick<Model, "id" | "history">;
  actionData?: ActionAnswer;
}) {
  const fetcher = useFetcher<ActionAnswer>();
  const answer = answerFor(fetcher.data ?? actionData, "model-history");
  const { sections, source } = model.history;
  const count = Math.max(sections.length + 1, postedRowCount(answer, "section"));
  let photos = 0;
  const photoNumbers = sections.map((section) => (section.photo ? ++photos : undefined));
  const formRef = useRef<HTMLFormElement>(null);
  const kept = useKeptForm(usePlace("Artykuł Historia"), {
    form: formRef,
    saved: answerFor(fetcher.data, "model-history")?.ok ? fetcher.data : undefined,
  });
  return (
    <fetcher.Form
      key={JSON.stringify(model.history)}
      ref={formRef}
      method="post"
      className={form.grid}
      aria-label="Artykuł Historia"
      preventScrollReset
      onInput={kept.onInput}
      onSubmit={kept.onSubmit}
    >
      {kept.guard}
      {kept.restored ? <RestoredNotice onDiscard={kept.discard} /> : null}
      <input type="hidden" name={INTENT_FIELD} value="model-history" />
      <input type="hidden" name="id" value={String(model.id)} />
      {Array.from({ length: count }, (_, index) => (
        <SectionFields
          key={index}
          index={index}
          section={sections[index]}
          photoNumber={photoNumbers[index]}
          answer={answer}
        />
      ))}
      <Field label="Źródło: nazwa artykułu">
        {(id) => (
          <input
            id={id}
            name="sourceLabel"
            className={form.input}
            maxLength={200}
            defaultValue={typedValue(answer, "sourceLabel", source.label)}
          />
        )}
      </Field>
      <Field label="Źródło: adres" hint="Pełny adres https://, np. artykułu w Wikipedii.">
        {(id) => (
          <input
            id={id}
            name="sourceUrl"
            type="url"
            className={form.input}
            defaultValue={typedValue(answer, "sourceUrl", source.url)}
            aria-invalid={invalidField(answer, "sourceUrl")}
          />
        )}
      </Field>
      <SaveActions answer={answer} busy={fetcher.state !== "idle"} label="Zapisz artykuł" />
    </fetcher.Form>
  );
}
