import type { ApiHandler, ApiRequest } from "#app/lib/api.server.ts";
import { accepted } from "#app/lib/domain-refusal.server.ts";
import { HttpError, json, readFormData } from "#app/lib/http.server.ts";
import type { IntentTable } from "#app/lib/page-action.server.ts";
import { requireAdmin } from "#features/account/index.server.ts";
import { PHOTO_MESSAGES, PHOTO_REQUEST_BYTES } from "../photo-files.ts";
import { modelId } from "./editing.server.ts";
import { replacePhoto, type KeyFollower } from "./photo-replace.server.ts";
import { uploadPhoto } from "./photo-storage.server.ts";
import { addFilm, changePhoto, deletePhoto, type PhotoChanges } from "./photos.server.ts";
import { knownModelId, visibleModel } from "./read-adapters.server.ts";

function photoIdOf(raw: unknown): number {
  const id = modelId(raw);
  if (id === undefined) throw new HttpError(404, PHOTO_MESSAGES.photoNotFound);
  return id;
}

async function uploadForm(request: Request): Promise<FormData> {
  try {
    return await readFormData(request, PHOTO_REQUEST_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, PHOTO_MESSAGES.requestTooLarge);
    throw error;
  }
}

/** `/api/models/:id/photos[/:photoId]`: a photo by multipart upload or a film by JSON; arranging by JSON. */
export const photoHandlers = {
  async get(api: ApiRequest): Promise<Response> {
    const { catalog, model } = await visibleModel(api);
    return json({ photos: catalog.photosOf(model) });
  },
  async post(api: ApiRequest): Promise<Response> {
    await requireAdmin(api);
    const id = knownModelId(api.params.id);
    const type = api.request.headers.get("content-type") ?? "";
    const { photo } = accepted(
      /json/i.test(type)
        ? await addFilm(api.db, id, (await api.body()).video)
        : await uploadPhoto(api.db, api.env.IMAGES, id, { form: await uploadForm(api.request) }),
    );
    return json({ photo }, { status: 201 });
  },
  async patch(api: ApiRequest): Promise<Response> {
    await requireAdmin(api);
    const changes: PhotoChanges = await api.body();
    const { photo } = accepted(
      await changePhoto(api.db, api.env.IMAGES, knownModelId(api.params.id), photoIdOf(api.params.photoId), changes),
    );
    return json({ photo });
  },
  async delete(api: ApiRequest): Promise<Response> {
    await requireAdmin(api);
    accepted(await deletePhoto(api.db, api.env.IMAGES, knownModelId(api.params.id), photoIdOf(api.params.photoId)));
    return new Response(null, { status: 204 });
  },
};

/** The gallery's arranging as page forms (no JavaScript needed); the upload itself is the API's. */
export const photoIntents = {
  "photo-edit": async (form) => {
    await requireAdmin(form);
    const { fields } = form;
    const { photo } = accepted(
      await changePhoto(form.db, form.env.IMAGES, knownModelId(fields.id), photoIdOf(fields.photoId), {
        caption: fields.caption,
        group: fields.group,
        position: fields.position,
        cover: fields.cover,
        card: fields.card,
      }),
    );
    return { photo };
  },
  "photo-delete": async (form) => {
    await requireAdmin(form);
    const photoId = photoIdOf(form.fields.photoId);
    return {
      deleted: accepted(await deletePhoto(form.db, form.env.IMAGES, knownModelId(form.fields.id), photoId)).value,
    };
  },
  "film-add": async (form) => {
    await requireAdmin(form);
    const { photo } = accepted(await addFilm(form.db, knownModelId(form.fields.id), form.fields.video));
    return { photo };
  },
} satisfies IntentTable;

export function photoReplaceHandler(follow: KeyFollower): ApiHandler {
  return async (api) => {
    await requireAdmin(api);
    const id = knownModelId(api.params.id);
    const photoId = photoIdOf(api.params.photoId);
    const form = await uploadForm(api.request);
    const result = accepted(await replacePhoto(api.db, api.env.IMAGES, id, photoId, { form, follow }));
    // A cover or a strip card shows across the site; any other photo only on its page and among the random ones.
    if (!result.cover && !result.card) api.changes.page(result.model.path).page("/").page("/Galerie");
    return json({ photo: result.photo });
  };
}
