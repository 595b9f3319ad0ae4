import * as v from "valibot";
import { isLinkValue, KIT_FACTS } from "../model.ts";
import { CATALOG_MESSAGES as M } from "../messages.ts";

const FACTS_MAX = 24;
const FACT_NAME_MAX = 40;
const FACT_VALUE_MAX = 300;

/** Kit facts with a shape of their own: checked, and numbers kept as numbers like the seeded ones. */
const KIT_RULES: ReadonlyMap<string, { pattern: RegExp; message: string; number?: [number, number] }> = new Map([
  [KIT_FACTS.scale, { pattern: /^1:\d{1,5}$/, message: M.scaleInvalid }],
  [KIT_FACTS.issueYear, { pattern: /^\d{4}$/, message: M.issueYearInvalid, number: [1900, 2100] }],
  [KIT_FACTS.difficulty, { pattern: /^\d$/, message: M.difficultyInvalid, number: [1, 5] }],
  [KIT_FACTS.sheets, { pattern: /^\d{1,3}$/, message: M.sheetsInvalid, number: [1, 999] }],
]);

/** A fact's value as stored, or undefined when a link is not a whole address or a kit fact has the wrong shape. */
function factValue(name: string, value: string): string | number | undefined {
  const shown: string | number = value;
  if (isLinkValue(shown)) {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    return url && /^https?:$/.test(url.protocol) && /^https?:\/\/\S+$/i.test(value) ? value : undefined;
  }
  const rule = KIT_RULES.get(name);
  if (!rule) return value;
  const compact = value.replace(/\s+/g, "");
  if (!rule.pattern.test(compact)) return undefined;
  if (!rule.number) return compact;
  const number = Number(compact);
  return number >= rule.number[0] && number <= rule.number[1] ? number : undefined;
}

const cell = (max: number) =>
  v.pipe(
    v.union([v.pipe(v.number(), v.finite(), v.transform(String)), v.pipe(v.string(), v.trim())]),
    v.maxLength(max, M.factTooLong),
  );

/** Name/value rows in the owner's order; a refusal names its row's field through the path. */
function rowsSchema<V extends string | number>(valueOf: (name: string, value: string) => V | undefined) {
  const Row = v.pipe(
    v.object({ name: cell(FACT_NAME_MAX), value: cell(FACT_VALUE_MAX) }),
    v.forward(
      v.check(({ name, value }) => !!name || !value, M.factNameRequired),
      ["name"],
    ),
    v.forward(
      v.check(({ name, value }) => !!value || !name, M.factValueRequired),
      ["value"],
    ),
    v.forward(
      v.check(
        ({ name, value }) => !value || valueOf(name, value) !== undefined,
        ({ input }) => (isLinkValue(input.value) ? M.factLink : (KIT_RULES.get(input.name)?.message ?? M.factsInvalid)),
      ),
      ["value"],
    ),
    v.transform(({ name, value }): [string, V] | undefined => (name ? [name, valueOf(name, value)!] : undefined)),
  );
  return v.message(
    v.pipe(
      v.array(Row),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const rows = dataset.value;
        const names = rows.map((row) => row?.[0].toLocaleLowerCase("pl"));
        const index = names.findIndex((name, at) => name !== undefined && names.indexOf(name) < at);
        if (index < 0) return;
        addIssue({
          message: M.factDuplicate,
          path: [
            { type: "array", origin: "value", input: rows, key: index, value: rows[index] },
            { type: "unknown", origin: "value", input: rows[index], key: "name", value: names[index] },
          ],
        });
      }),
      v.transform((rows) => rows.filter((row) => row !== undefined)),
      v.check((rows) => rows.length <= FACTS_MAX, M.factsTooMany),
    ),
    M.factsInvalid,
  );
}

export const FactRows = rowsSchema(factValue);
export const DataRows = rowsSchema((_name, value) => value);
