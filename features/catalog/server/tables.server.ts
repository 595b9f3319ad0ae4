import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Category, GalleryGroupName, HistoryArticle, LatLng, LightPhases } from "../model.ts";

/**
 * The catalogue (docs/decisions/024-catalogue-in-d1.md): seeded once from features/catalog/data, then the owner's.
 * NO ACTION references, as in comments: a cascade would empty the photos when a later migration rebuilds the models.
 */
export const catalogModels = sqliteTable(
  "catalog_models",
  {
    id: integer("id").primaryKey(),
    /** The stable key of comments, build notes, updates and R2 folders; a rename changes only the path. */
    component: text("component").notNull().unique(),
    path: text("path").notNull(),
    /** The path folded (lower case, no diacritics): addresses unique as a visitor would type them. */
    pathKey: text("path_key").notNull(),
    name: text("name").notNull(),
    category: text("category").$type<Category>().notNull(),
    published: integer("published", { mode: "boolean" }).notNull(),
    /** Its first publishing: a model not shown now is hidden when it has one, a draft when not. */
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    isNew: integer("is_new", { mode: "boolean" }).notNull(),
    lighting: integer("lighting", { mode: "boolean" }).notNull(),
    completionYear: integer("completion_year").notNull(),
    buildYears: text("build_years"),
    card: text("card"),
    icon: text("icon"),
    cover: text("cover"),
    historyPhotos: text("history_photos").notNull(),
    position: text("position", { mode: "json" }).$type<LatLng>(),
    address: text("address"),
    publisher: text("publisher"),
    description: text("description").notNull(),
    facts: text("facts", { mode: "json" }).$type<[string, string | number][]>().notNull(),
    technicalData: text("technical_data", { mode: "json" }).$type<[string, string][]>(),
    lightPhases: text("light_phases", { mode: "json" }).$type<LightPhases>(),
    history: text("history", { mode: "json" }).$type<HistoryArticle>().notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    /** The key a draft's signed preview links carry; clearing it revokes them all. Never part of a page's model. */
    previewKey: text("preview_key"),
  },
  (table) => [uniqueIndex("catalog_models_path_key_idx").on(table.pathKey)],
);

export const catalogPhotos = sqliteTable(
  "catalog_photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    modelId: integer("model_id")
      .notNull()
      .references(() => catalogModels.id),
    group: text("group").$type<GalleryGroupName>().notNull(),
    position: integer("position").notNull(),
    /** The original's R2 key; null for a film. */
    key: text("key"),
    videoId: text("video_id"),
    width: integer("width"),
    height: integer("height"),
    placeholder: text("placeholder"),
    caption: text("caption"),
  },
  (table) => [uniqueIndex("catalog_photos_place_idx").on(table.modelId, table.group, table.position)],
);

export const catalogBanners = sqliteTable(
  "catalog_banners",
  {
    position: integer("position").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => catalogModels.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
  },
  (table) => [index("catalog_banners_model_idx").on(table.modelId)],
);

/** One row: present once seeded; `version` grows with every write, so an isolate knows when its copy is stale. */
export const catalogState = sqliteTable("catalog_state", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
  seededAt: integer("seeded_at", { mode: "timestamp_ms" }).notNull(),
});

/** The addresses a model had before a rename: each answers 301 to the model's address of today. */
export const catalogRedirects = sqliteTable("catalog_redirects", {
  pathKey: text("path_key").primaryKey(),
  modelId: integer("model_id")
    .notNull()
    .references(() => catalogModels.id),
});

/**
 * One row per upload, written before its first file goes to R2: an upload that never reached its photo row leaves
 * its row unstored, and the cron removes its files; stored ones count towards the hourly batch cap.
 */
export const catalogUploads = sqliteTable(
  "catalog_uploads",
  {
    key: text("key").primaryKey(),
    modelId: integer("model_id").notNull(),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    storedAt: integer("stored_at", { mode: "timestamp_ms" }),
    /** The photo's files together, reserved against the day's byte cap before they are written. */
    bytes: integer("bytes").notNull().default(0),
  },
  (table) => [
    index("catalog_uploads_model_idx").on(table.modelId, table.startedAt),
    index("catalog_uploads_started_idx").on(table.startedAt),
  ],
);

/** A deleted model's rows as they were, kept for `TRASH_DAYS`: its address is free meanwhile, its R2 files stay. */
export const catalogTrash = sqliteTable(
  "catalog_trash",
  {
    modelId: integer("model_id").primaryKey(),
    /** Kept unique with the live models' components: comments, notes and updates wait under it. */
    component: text("component").notNull().unique(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }).notNull(),
    rows: text("rows", { mode: "json" }).$type<TrashedRows>().notNull(),
  },
  (table) => [index("catalog_trash_deleted_idx").on(table.deletedAt)],
);

type Stamped<Row, Keys extends keyof Row> = Omit<Row, Keys> & { [Key in Keys]: Extract<Row[Key], null> | number };

export interface TrashedRows {
  model: Stamped<typeof catalogModels.$inferSelect, "publishedAt" | "createdAt" | "updatedAt">;
  photos: (typeof catalogPhotos.$inferSelect)[];
  banners: (typeof catalogBanners.$inferSelect)[];
  redirects: (typeof catalogRedirects.$inferSelect)[];
}
