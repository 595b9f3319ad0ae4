import type { ComponentProps } from "react";
import * as form from "#app/ui/editing/editor-form.css.ts";
import { PHOTO_GROUP_NAMES } from "../model.ts";

/** The photo groups to choose from, for a new batch or for a photo already in the gallery. */
export function GroupField(select: ComponentProps<"select">) {
  return (
    <label className={form.field}>
      <span className={form.label}>Grupa</span>
      <select className={form.input} {...select}>
        {PHOTO_GROUP_NAMES.map((group) => (
          <option key={group} value={group}>
            {group}
          </option>
        ))}
      </select>
    </label>
  );
}
