import { apiRoute } from "#app/lib/api.server.ts";
import { register } from "#features/account/index.server.ts";

export const { loader, action } = apiRoute({ POST: register });
