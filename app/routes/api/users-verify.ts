import { apiRoute } from "#app/lib/api.server.ts";
import { logIn, verify } from "#features/account/index.server.ts";

export const { loader, action } = apiRoute({ POST: logIn, GET: verify });
