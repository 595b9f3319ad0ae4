CREATE TABLE `catalog_banners` (
	`position` integer PRIMARY KEY NOT NULL,
	`model_id` integer NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	FOREIGN KEY (`model_id`) REFERENCES `catalog_models`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `catalog_banners_model_idx` ON `catalog_banners` (`model_id`);--> statement-breakpoint
CREATE TABLE `catalog_models` (
	`id` integer PRIMARY KEY NOT NULL,
	`component` text NOT NULL,
	`path` text NOT NULL,
	`path_key` text NOT NULL,
	`name` text NOT NULL,
	`category` text NOT NULL,
	`published` integer NOT NULL,
	`is_new` integer NOT NULL,
	`lighting` integer NOT NULL,
	`completion_year` integer NOT NULL,
	`build_years` text,
	`card` text,
	`icon` text,
	`cover` text,
	`history_photos` text NOT NULL,
	`position` text,
	`address` text,
	`publisher` text,
	`description` text NOT NULL,
	`facts` text NOT NULL,
	`technical_data` text,
	`light_phases` text,
	`history` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catalog_models_component_unique` ON `catalog_models` (`component`);--> statement-breakpoint
CREATE UNIQUE INDEX `catalog_models_path_key_idx` ON `catalog_models` (`path_key`);--> statement-breakpoint
CREATE TABLE `catalog_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`model_id` integer NOT NULL,
	`group` text NOT NULL,
	`position` integer NOT NULL,
	`key` text,
	`video_id` text,
	`width` integer,
	`height` integer,
	`placeholder` text,
	`caption` text,
	FOREIGN KEY (`model_id`) REFERENCES `catalog_models`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catalog_photos_place_idx` ON `catalog_photos` (`model_id`,`group`,`position`);--> statement-breakpoint
CREATE TABLE `catalog_redirects` (
	`path_key` text PRIMARY KEY NOT NULL,
	`model_id` integer NOT NULL,
	FOREIGN KEY (`model_id`) REFERENCES `catalog_models`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `catalog_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`seeded_at` integer NOT NULL
);
