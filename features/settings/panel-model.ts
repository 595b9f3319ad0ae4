/** What the settings panel alone needs: loaded with its form, not with every page. */
import type { FontSizeStep, Settings } from "./model.ts";
import { nextFontSize } from "./model.ts";

export function fontSizeLabel(step: FontSizeStep): string {
  const stored = nextFontSize(step);
  return stored === 1 ? "duża" : stored === 2 ? "mała" : "średnia";
}

export type PanelSettings = Pick<Settings, "fontSize" | "banner" | "overlap" | "autoScroll" | "sections" | "header"> & {
  darkMode: boolean;
};

export function changedSettings(saved: PanelSettings, draft: PanelSettings): Partial<Settings> {
  const changes: Partial<Record<keyof PanelSettings, unknown>> = {};
  for (const key of Object.keys(draft) as (keyof PanelSettings)[]) {
    if (draft[key] !== saved[key]) changes[key] = draft[key];
  }
  return changes as Partial<Settings>;
}

let polishTime: Intl.DateTimeFormat | undefined;

export function formatPolishTime(date: Date): string {
  polishTime ??= new Intl.DateTimeFormat("pl-PL", {
    timeZone: "Europe/Warsaw",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return polishTime.format(date);
}
