import { data } from "react-router";
import { NotFoundPage } from "#features/shell/index.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Not Found" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
