import type { ApiRequest } from "#app/lib/api.server.ts";
import { json, jsonError } from "#app/lib/http.server.ts";
import { data } from "react-router";
import type { Database } from "#app/lib/db.server.ts";
import { CatalogUnavailable, loadCatalog, type Catalog } from "./catalog.server.ts";
import { groupImages } from "./images.server.ts";

export async function getGroupImages({ env, db, params }: ApiRequest): Promise<Response> {
  const images = await groupImages(env.IMAGES, await loadCatalog(db), params.component ?? "", params.group ?? "");
  return images ? json({ images }) : jsonError(404, "Nie ma takiej galerii");
}

/** A page's catalogue; D1 down with no copy in the isolate is the error page with 503, not a 500. */
export async function pageCatalog(db: Database): Promise<Catalog> {
  try {
    return await loadCatalog(db);
  } catch (error) {
    if (error instanceof CatalogUnavailable) throw data(null, { status: 503 });
    throw error;
  }
}
