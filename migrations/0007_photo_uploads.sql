CREATE TABLE `catalog_uploads` (
	`key` text PRIMARY KEY NOT NULL,
	`model_id` integer NOT NULL,
	`started_at` integer NOT NULL,
	`stored_at` integer
);
--> statement-breakpoint
CREATE INDEX `catalog_uploads_model_idx` ON `catalog_uploads` (`model_id`,`started_at`);