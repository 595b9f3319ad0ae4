import { data } from "react-router";
import { NOT_FOUND_META } from "../lib/meta.ts";
import { PageNotFound } from "#app/page-not-found.tsx";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export function meta(): Route.MetaDescriptors {
  return NOT_FOUND_META;
}

export default function NotFound() {
  return <PageNotFound />;
}
