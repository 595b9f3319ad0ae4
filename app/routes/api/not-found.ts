import { apiNotFound } from "#app/lib/api.server.ts";

export const loader = apiNotFound;
export const action = apiNotFound;
