import { data } from "react-router";
import { INTENT_FIELD, type ActionAnswer } from "#app/lib/action-answer.ts";
import { CATALOG_MESSAGES } from "#features/catalog/index.ts";
import { postedFields } from "#tests/setup/page-stub.tsx";

/** Addresses the fake treats as another model's (compared as the server does: ignoring case). */
const TAKEN = ["hel", "rozewie"];
const RESERVED = ["api", "about", "galerie", "konto"];

export interface FakeOwnerState {
  name: string;
  draft: boolean;
  onBanner?: boolean;
  /** A model without a cover: the banner refuses it. */
  coverless?: boolean;
}

export interface FakeOwnerAction {
  state: FakeOwnerState;
  calls: Record<string, string>[];
  /** The page's action in stories: answers the owner's forms as the catalogue's page action does. */
  action: (args: { request: Request }) => Promise<unknown>;
  /** The page's loader: what the panel reads again after an answer. */
  loader: () => FakeOwnerState;
}

function refusal(fields: Record<string, string>, status: number, error: string, field: string) {
  const answer: ActionAnswer = { intent: fields[INTENT_FIELD] ?? "", ok: false, status, error, field, values: fields };
  return data(answer, { status });
}

function pathRefusal(fields: Record<string, string>) {
  const path = (fields.path ?? "").trim().toLowerCase();
  if (RESERVED.includes(path)) return refusal(fields, 400, CATALOG_MESSAGES.pathReserved, "path");
  if (TAKEN.includes(path)) return refusal(fields, 409, CATALOG_MESSAGES.pathTaken, "path");
  return undefined;
}

export function createFakeOwnerAction(initial: FakeOwnerState): FakeOwnerAction {
  const fake: FakeOwnerAction = {
    state: { ...initial },
    calls: [],
    loader: () => ({ ...fake.state }),
    action: async ({ request }) => {
      const fields = await postedFields(request);
      fake.calls.push(fields);
      const intent = fields[INTENT_FIELD] ?? "";
      const ok = (result: unknown): ActionAnswer => ({ intent, ok: true, data: result });
      switch (intent) {
        case "model-create":
        case "model-edit":
          return pathRefusal(fields) ?? ok({ saved: true });
        case "model-publish":
          fake.state.draft = fields.published !== "true";
          return ok({ published: !fake.state.draft });
        case "model-facts": {
          const scale = Object.keys(fields).find((name) => /^fact-\d+-name$/.test(name) && fields[name] === "Skala");
          const value = scale?.replace(/-name$/, "-value");
          return value && !/^1:\d+$/.test((fields[value] ?? "").replace(/\s+/g, ""))
            ? refusal(fields, 400, CATALOG_MESSAGES.scaleInvalid, value)
            : ok({ saved: true });
        }
        case "model-place":
          return /^-?\d/.test(fields.position ?? "") || !fields.position
            ? ok({ saved: true })
            : refusal(fields, 400, CATALOG_MESSAGES.positionInvalid, "position");
        case "model-banner":
          if (fields.banner === "true" && fake.state.coverless) {
            return refusal(fields, 400, CATALOG_MESSAGES.bannerNeedsCover, "banner");
          }
          fake.state.onBanner = fields.banner === "true";
          return ok({ banner: fake.state.onBanner });
        case "model-history":
        case "model-lighthouse":
        case "update-create":
          return ok({ saved: true });
        case "model-delete":
          return (fields.confirm ?? "").trim() === fake.state.name
            ? ok(null)
            : refusal(fields, 400, CATALOG_MESSAGES.confirmName, "confirm");
        default:
          return refusal(fields, 400, "Nieznana akcja formularza", INTENT_FIELD);
      }
    },
  };
  return fake;
}
