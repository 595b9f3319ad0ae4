/** The ESLint zones are built from this list and the README's table is checked against it. */
export interface FeatureEdge {
  from: string;
  to: string;
  why: string;
}

export const FEATURE_EDGES: readonly FeatureEdge[] = [
  { from: "account", to: "settings", why: "the panel keeps the display copy of the user through the storage module" },
  { from: "articles", to: "privacy", why: "the privacy note renders the retention table" },
  { from: "banner", to: "catalog", why: "banner types and image addresses" },
  { from: "banner", to: "settings", why: "the stored banner state (paused, shown)" },
  { from: "build-log", to: "account", why: "writing the build story needs an admin session" },
  {
    from: "catalog",
    to: "account",
    why: "changing the catalogue needs an admin session; the API shows drafts to the admin",
  },
  { from: "build-log", to: "catalog", why: "the models, their photo groups and the viewer's `?photo=` links" },
  { from: "build-log", to: "updates", why: "the one day field (a real `YYYY-MM-DD`) the updates use" },
  {
    from: "comments",
    to: "account",
    why: "comments reference users; the API reads the session and the guest-name check",
  },
  { from: "comments", to: "articles", why: "the articles' sections are comment sections" },
  { from: "comments", to: "catalog", why: "the models' `component` keys are comment sections" },
  { from: "gallery", to: "catalog", why: "photo groups, names, image addresses and the `?photo=` link" },
  { from: "info-box", to: "account", why: "saving the text needs an admin session" },
  { from: "map", to: "catalog", why: "map places and icons" },
  { from: "map", to: "settings", why: "whether a marker opens its page (the stored followLink setting)" },
  { from: "model-page", to: "catalog", why: "the blocks render catalogue types and helpers" },
  {
    from: "photo-upload",
    to: "catalog",
    why: "the upload's parts, fields and limits, width slots and image addresses",
  },
  { from: "nav-strip", to: "catalog", why: "model cards and the strip's filters" },
  { from: "nav-strip", to: "settings", why: "the stored strip flags" },
  {
    from: "privacy",
    to: "account",
    why: "a deleted account's traces join its deletion (`OwnedContent`); the login the moderation records quote",
  },
  { from: "privacy", to: "comments", why: "the retention job clears and deletes comment data the table times out" },
  { from: "random-gallery", to: "catalog", why: "random photos and their gallery links" },
  { from: "random-gallery", to: "settings", why: "whether a photo opens its gallery (followLink)" },
  { from: "shell", to: "settings", why: "the header's colour-scheme toggle stores the choice" },
  { from: "updates", to: "account", why: "writing the updates needs an admin session" },
  { from: "updates", to: "catalog", why: "the updates list and model links" },
];
