CREATE TABLE `device_revocations` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`revoked_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `catalog_uploads` ADD `bytes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `catalog_uploads_started_idx` ON `catalog_uploads` (`started_at`);