/** The owner's list of models (`/Katalog`): each model's state as the owner reads it, and the filter by state. */
export const MODEL_STATES = ["szkic", "opublikowany", "ukryty"] as const;
/** A draft was never published; a hidden model was, and is not shown now. */
export type ModelState = (typeof MODEL_STATES)[number];

/** The list's filter, a GET parameter so it works as a link without JavaScript. */
export const MODEL_STATE_PARAM = "stan";

export function readModelState(value: string | null | undefined): ModelState | null {
  return (MODEL_STATES as readonly string[]).includes(value ?? "") ? (value as ModelState) : null;
}

export interface OwnerModelRow {
  id: number;
  /** The key of the model's comment section. */
  component: string;
  name: string;
  path: string;
  state: ModelState;
  /** ISO time of the last change of the model or the last photo added to it. */
  changedAt: string;
  /** Photos in its gallery (films not counted). */
  photos: number;
}

export interface OwnerModelList {
  /** The filter asked for; null lists every model. */
  state: ModelState | null;
  models: OwnerModelRow[];
  /** How many models each state has, whatever the filter. */
  counts: Record<ModelState, number> & { all: number };
}

/** How long a deleted model waits in the trash ("Kosz") before the cron removes it with its photos and comments. */
export const TRASH_DAYS = 30;

export interface TrashedModel {
  id: number;
  component: string;
  name: string;
  path: string;
  deletedAt: string;
  purgeAt: string;
}

export const TRASHED_PARAM = "usunieto";

export function trashedHref(id: number): string {
  return `/Katalog?${TRASHED_PARAM}=${id}`;
}

/** The delete form's box: the model's entries in "Ostatnie aktualizacje" go now rather than wait in the trash. */
export const REMOVE_UPDATES_FIELD = "removeUpdates";

export interface RestoredModel {
  name: string;
  href: string;
}
