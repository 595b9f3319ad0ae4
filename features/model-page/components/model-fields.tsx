import { invalidField, typedValue, type ActionAnswer } from "#app/lib/action-answer.ts";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { Field } from "#app/ui/editing/editor-form.tsx";
import { MODEL_CATEGORIES } from "#features/catalog/index.ts";

export interface ModelFieldValues {
  name: string;
  path: string;
  category: string;
}

/** Name, address and category: what a new model asks for and what the owner's details form starts with. */
export function ModelFields({ answer, values }: { answer: ActionAnswer | undefined; values: ModelFieldValues }) {
  return (
    <>
      <Field label="Nazwa">
        {(id) => (
          <input
            id={id}
            name="name"
            className={form.input}
            required
            maxLength={120}
            defaultValue={typedValue(answer, "name", values.name)}
            aria-invalid={invalidField(answer, "name")}
          />
        )}
      </Field>
      <Field label="Adres strony" hint="Litery, cyfry, łącznik i pojedyncze spacje, np. „Latarnia Stilo”.">
        {(id) => (
          <input
            id={id}
            name="path"
            className={form.input}
            required
            maxLength={60}
            defaultValue={typedValue(answer, "path", values.path.replace(/^\//, ""))}
            aria-invalid={invalidField(answer, "path")}
          />
        )}
      </Field>
      <Field label="Kategoria">
        {(id) => (
          <select
            id={id}
            name="category"
            className={form.input}
            defaultValue={typedValue(answer, "category", values.category)}
            aria-invalid={invalidField(answer, "category")}
          >
            {MODEL_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category || "bez kategorii"}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
