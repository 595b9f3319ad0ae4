import type { ApiRequest } from "#app/lib/api.server.ts";
import { json, jsonError } from "#app/lib/http.server.ts";
import { groupImages } from "./images.server.ts";

export async function getGroupImages({ env, params }: ApiRequest): Promise<Response> {
  const images = await groupImages(env.IMAGES, params.component ?? "", params.group ?? "");
  return images ? json({ images }) : jsonError(404, "Nie ma takiej galerii");
}
