import { NotFoundPage } from "#features/shell/index.ts";
import { useRootData } from "./root.tsx";

/** The 404 page inside the site's frame; someone signed out is offered to sign in and come back. */
export function PageNotFound() {
  return <NotFoundPage signIn={!useRootData()?.user} />;
}
