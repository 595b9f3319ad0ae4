import type { ApiRequest } from "#app/lib/api.server.ts";
import { hasSecret } from "#app/lib/client.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { accepted } from "#app/lib/domain-refusal.server.ts";
import { HttpError, json } from "#app/lib/http.server.ts";
import type { IntentRequest, IntentTable } from "#app/lib/page-action.server.ts";
import { REFUSALS } from "#app/lib/refusal-messages.ts";
import { requireAdmin } from "#features/account/index.server.ts";
import { redirect } from "react-router";
import { FACT_STARTERS, modelHref, type Model } from "../model.ts";
import { CATALOG_MESSAGES } from "../messages.ts";
import { trashedHref, type RestoredModel } from "../owner-list.ts";
import { loadCatalog } from "./catalog-read.server.ts";
import { changeModel, createModel, logged, type ModelResult } from "./editing.server.ts";
import { restoreModel, trashModel } from "./model-delete.server.ts";
import type { ModelChanges } from "./model-fields.server.ts";
import { createPreviewLink, revokePreviewLinks } from "./preview.server.ts";
import { knownModelId } from "./read-adapters.server.ts";

function done(result: ModelResult, status = 200): Response {
  const { model, draft, banner } = accepted(result);
  return json({ model: { ...model, published: !draft, banner } }, { status });
}

/** What other features do when a model moves: the route composes them (catalog imports none of them). */
export interface ModelHooks<Request> {
  trashed(request: Request, model: Model): Promise<void>;
  renamed(db: Database, model: Model, before: string): Promise<void>;
}

async function afterChange(
  db: Database,
  hooks: Pick<ModelHooks<unknown>, "renamed">,
  before: Model | undefined,
  result: ModelResult,
): Promise<void> {
  if (result.ok && before && before.name !== result.model.name) await hooks.renamed(db, result.model, before.name);
}

export function modelHandlers(reserved: ReadonlySet<string>, hooks: ModelHooks<ApiRequest>) {
  return {
    async post(api: ApiRequest): Promise<Response> {
      const { login } = await requireAdmin(api);
      const body = await api.body();
      const created = await createModel(
        api.db,
        { path: body.path, name: body.name, category: body.category },
        reserved,
      );
      return done(await logged(api.db, login, "nowy model", created), 201);
    },
    async patch(api: ApiRequest): Promise<Response> {
      const { login } = await requireAdmin(api);
      const id = knownModelId(api.params.id);
      const changes = await api.body();
      const before = (await loadCatalog(api.db)).byId(id, { drafts: true });
      const result = await changeModel(api.db, id, changes, reserved);
      await afterChange(api.db, hooks, before, result);
      return done(await logged(api.db, login, "zmiana modelu", result, changes));
    },
    async delete(api: ApiRequest): Promise<Response> {
      const { login } = await requireAdmin(api);
      const removed = accepted(
        await logged(api.db, login, "usunięcie modelu", await trashModel(api.db, knownModelId(api.params.id))),
      );
      await hooks.trashed(api, removed.model);
      return new Response(null, { status: 204 });
    },
    /** `POST /api/models/:id/restore`: back from the trash, or 409 when its address was taken meanwhile. */
    async restore(api: ApiRequest): Promise<Response> {
      const { login } = await requireAdmin(api);
      const restored = accepted(
        await logged(api.db, login, "przywrócenie modelu", await restoreModel(api.db, knownModelId(api.params.id))),
      );
      const catalog = await loadCatalog(api.db);
      const { model } = restored;
      return json({ model: { ...model, published: !catalog.isDraft(model), banner: catalog.onBanner(model) } });
    },
  };
}

export const trashIntents = {
  "model-restore": async (form) => {
    const { login } = await requireAdmin(form);
    const restored = accepted(
      await logged(form.db, login, "przywrócenie modelu", await restoreModel(form.db, knownModelId(form.fields.id))),
    );
    return { name: restored.model.name, href: modelHref(restored.model.path) } satisfies RestoredModel;
  },
} satisfies IntentTable;

/** Rows as posted (`fact-0-name`, …) after a move; ticked `…-remove` rows and starters without a value are dropped. */
function postedRows(
  fields: Record<string, string>,
  prefix: string,
  starters: readonly string[] = [],
): { name: string; value: string }[] {
  let rows: { name: string; value: string; drop: boolean }[] = [];
  for (let index = 0; `${prefix}-${index}-name` in fields || `${prefix}-${index}-value` in fields; index++) {
    const name = fields[`${prefix}-${index}-name`] ?? "";
    const value = fields[`${prefix}-${index}-value`] ?? "";
    const blankStarter = !value.trim() && starters.includes(name.trim());
    rows.push({ name, value, drop: `${prefix}-${index}-remove` in fields || blankStarter });
  }
  const removed = Number(fields[`${prefix}Remove`] ?? NaN);
  if (Number.isInteger(removed) && rows[removed]) rows.splice(removed, 1);
  const [from, direction] = (fields[`${prefix}Move`] ?? "").split(":");
  const index = Number(from);
  const target = direction === "up" ? index - 1 : direction === "down" ? index + 1 : NaN;
  if (Number.isInteger(index) && rows[index] && rows[target])
    [rows[index], rows[target]] = [rows[target]!, rows[index]!];
  rows = rows.filter((row) => !row.drop);
  return rows.map(({ name, value }) => ({ name, value }));
}

/** The article's sections as posted; a blank line starts a new paragraph. */
function postedHistory(fields: Record<string, string>) {
  const sections = [];
  for (let index = 0; `section-${index}-heading` in fields; index++) {
    const field = (name: string) => fields[`section-${index}-${name}`] ?? "";
    sections.push({
      heading: field("heading"),
      paragraphs: field("text").split(/\n\s*\n/),
      ...(field("photo") ? { photo: { caption: field("caption"), alt: field("alt") } } : {}),
    });
  }
  return { sections, source: { label: fields.sourceLabel ?? "", url: fields.sourceUrl ?? "" } };
}

const saved = () => ({ saved: true });
const echo = <C extends object>(changes: C) => changes;

/** The owner's forms on the model pages; a moved or deleted model moves the browser. */
export function modelIntents(reserved: ReadonlySet<string>, hooks: ModelHooks<IntentRequest>) {
  /** A form that changes some of the model's fields, logged with them named like the API's PATCH (decision 028). */
  const changing =
    <C extends ModelChanges, Answer>(
      changesOf: (fields: Record<string, string>) => C,
      answer: (changes: C) => Answer,
    ) =>
    async (form: IntentRequest) => {
      const { login } = await requireAdmin(form);
      const changes = changesOf(form.fields);
      const id = knownModelId(form.fields.id);
      const before = (await loadCatalog(form.db)).byId(id, { drafts: true });
      const result = await changeModel(form.db, id, changes, reserved);
      await afterChange(form.db, hooks, before, result);
      accepted(await logged(form.db, login, "zmiana modelu", result, changes));
      return answer(changes);
    };
  return {
    "model-edit": async (form) => {
      const { login } = await requireAdmin(form);
      const id = knownModelId(form.fields.id);
      const { fields } = form;
      const before = (await loadCatalog(form.db)).byId(id, { drafts: true });
      const changes = {
        name: fields.name,
        path: fields.path,
        category: fields.category,
        description: fields.description,
        completionYear: fields.completionYear?.trim() ?? "",
      };
      const result = await changeModel(form.db, id, changes, reserved);
      await afterChange(form.db, hooks, before, result);
      const changed = accepted(await logged(form.db, login, "zmiana modelu", result, changes));
      if (before && before.path !== changed.model.path) throw redirect(modelHref(changed.model.path));
      return { saved: true };
    },
    "model-facts": changing((fields) => ({ facts: postedRows(fields, "fact", FACT_STARTERS) }), saved),
    // The uploader's offer of a photo's GPS as the map point: the point only, the address stays.
    "model-map-point": changing((fields) => ({ position: [fields.latitude ?? "", fields.longitude ?? ""] }), saved),
    "model-history": changing((fields) => ({ history: postedHistory(fields) }), saved),
    "model-lighthouse": changing(
      (fields) => ({ technicalData: postedRows(fields, "data"), lightPhases: fields.lightPhases ?? "" }),
      saved,
    ),
    "model-place": changing(
      ({ position = "", address = "", icon }) => ({ position, address, ...(icon !== undefined ? { icon } : {}) }),
      saved,
    ),
    "model-publish": changing((fields) => ({ published: fields.published === "true" }), echo),
    "model-ribbon": changing((fields) => ({ isNew: fields.isNew === "true" }), echo),
    // An unticked box posts nothing: the form's answer is "off the banner".
    "model-banner": changing((fields) => ({ banner: fields.banner === "true" }), echo),
    "model-preview-link": async (form) => {
      await requireAdmin(form);
      form.changes.nothing();
      const catalog = await loadCatalog(form.db);
      const model = catalog.byId(knownModelId(form.fields.id), { drafts: true });
      if (!model) throw new HttpError(404, CATALOG_MESSAGES.notFound);
      if (catalog.byId(model.id)) throw new HttpError(409, CATALOG_MESSAGES.previewPublished);
      if (!hasSecret(form.env.SESSION_SECRET)) throw new HttpError(503, REFUSALS.unavailable);
      const origin = new URL(form.request.url).origin;
      const link = await createPreviewLink(form.db, form.env.SESSION_SECRET, origin, model);
      if (!link) throw new HttpError(404, CATALOG_MESSAGES.notFound);
      return link;
    },
    "model-preview-revoke": async (form) => {
      await requireAdmin(form);
      form.changes.nothing();
      await revokePreviewLinks(form.db, knownModelId(form.fields.id));
      return { revoked: true };
    },
    "model-delete": async (form) => {
      const { login } = await requireAdmin(form);
      const id = knownModelId(form.fields.id);
      const model = (await loadCatalog(form.db)).byId(id, { drafts: true });
      if (!model) throw new HttpError(404, CATALOG_MESSAGES.notFound);
      if ((form.fields.confirm ?? "").trim() !== model.name) {
        throw new HttpError(400, CATALOG_MESSAGES.confirmName, undefined, "confirm");
      }
      const removed = accepted(await logged(form.db, login, "usunięcie modelu", await trashModel(form.db, id)));
      await hooks.trashed(form, removed.model);
      throw redirect(trashedHref(id));
    },
  } satisfies IntentTable;
}
