CREATE TABLE `catalog_trash` (
	`model_id` integer PRIMARY KEY NOT NULL,
	`component` text NOT NULL,
	`name` text NOT NULL,
	`path` text NOT NULL,
	`deleted_at` integer NOT NULL,
	`rows` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catalog_trash_component_unique` ON `catalog_trash` (`component`);--> statement-breakpoint
CREATE INDEX `catalog_trash_deleted_idx` ON `catalog_trash` (`deleted_at`);