import { apiFromBrowser } from "#app/lib/api-client.ts";
import { apiRoute } from "#app/lib/api.server.ts";
import { logIn, verify } from "#features/account/index.server.ts";

const handle = apiRoute({ POST: logIn, GET: verify });

export const loader = handle;
export const action = handle;
export const clientLoader = apiFromBrowser;
export const clientAction = apiFromBrowser;
