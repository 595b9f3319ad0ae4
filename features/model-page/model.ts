import type { ActionAnswer } from "#app/lib/action-answer.ts";
import {
  imageUrl,
  isLinkValue,
  isUnderConstruction,
  KIT_FACTS,
  modelHref,
  type LightPhases,
  type Model,
} from "#features/catalog/index.ts";

/** How many `<prefix>-<n>-…` rows a refused post carried: the form shows them all again, with what was typed. */
export function postedRowCount(answer: ActionAnswer | undefined, prefix: string): number {
  return !answer || answer.ok ? 0 : rowCount(answer.values, prefix);
}

export function rowCount(values: Record<string, string>, prefix: string): number {
  const pattern = new RegExp(`^${prefix}-(\\d+)-`);
  const indexes = Object.keys(values).flatMap((name) => pattern.exec(name)?.[1] ?? []);
  return indexes.length > 0 ? Math.max(...indexes.map(Number)) + 1 : 0;
}

const secondsFormat = new Intl.NumberFormat("pl", { maximumFractionDigits: 2 });

export function phaseSeconds(value: number): string {
  return `${secondsFormat.format(value)} s`;
}

export function phaseOffsets(phases: LightPhases["phases"]): number[] {
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  let elapsed = 0;
  return phases.map((phase) => {
    const offset = total > 0 ? (elapsed / total) * 100 : 0;
    elapsed += phase.seconds;
    return Math.round(offset * 1000) / 1000;
  });
}

/** Each phase holds until the next (the animation steps at the end of every interval), as the table says. */
export function lampKeyframes(name: string, phases: LightPhases["phases"]): string {
  const offsets = phaseOffsets(phases);
  const frames = phases.map((phase, index) => `${offsets[index]}%{opacity:${phase.kind === "light" ? 1 : 0.12}}`);
  const last = phases.at(-1);
  if (last) frames.push(`100%{opacity:${last.kind === "light" ? 1 : 0.12}}`);
  return `@keyframes ${name}{${frames.join("")}}`;
}

const KIT_PROPERTIES: readonly string[] = Object.values(KIT_FACTS).filter((name) => name !== KIT_FACTS.publisher);

/** The kit the model was built from, as a product with its publisher and its kit facts; none without kit data. */
function kitProduct(model: Pick<Model, "name" | "info">): Record<string, unknown> | undefined {
  const publisher = model.info[KIT_FACTS.publisher];
  const properties = KIT_PROPERTIES.flatMap((name) => {
    const value = model.info[name];
    return value === undefined || isLinkValue(value) ? [] : [{ "@type": "PropertyValue", name, value }];
  });
  if (publisher === undefined && properties.length === 0) return undefined;
  return {
    "@type": "Product",
    name: `${model.name}: model kartonowy do sklejenia`,
    category: "Modele kartonowe",
    ...(publisher !== undefined ? { brand: { "@type": "Brand", name: String(publisher) } } : {}),
    ...(properties.length > 0 ? { additionalProperty: properties } : {}),
  };
}

export function modelStructuredData(
  model: Pick<Model, "name" | "description" | "cover" | "card" | "path" | "completionYear" | "info">,
  { origin, author }: { origin: string; author: string },
): Record<string, unknown> {
  const image = model.cover ?? model.card;
  const kit = kitProduct(model);
  return {
    "@context": "https://schema.org",
    "@type": "VisualArtwork",
    name: model.name,
    description: model.description,
    url: new URL(modelHref(model.path), origin).href,
    ...(image ? { image: new URL(imageUrl(image), origin).href } : {}),
    artform: "Model kartonowy",
    artMedium: "Karton",
    inLanguage: "pl",
    creator: { "@type": "Person", name: author },
    ...(isUnderConstruction(model)
      ? { creativeWorkStatus: "Model w budowie" }
      : { dateCreated: String(model.completionYear) }),
    ...(kit ? { isBasedOn: kit } : {}),
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}
