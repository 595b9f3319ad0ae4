import { apiRoute } from "#app/lib/api.server.ts";
import { logInApi, verify } from "#features/account/index.server.ts";

const handle = apiRoute({ POST: logInApi, GET: verify });

export const loader = handle;
export const action = handle;
