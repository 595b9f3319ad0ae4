CREATE TABLE `build_notes` (
	`component` text PRIMARY KEY NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`started` text,
	`finished` text,
	`hours` integer,
	`changes` text DEFAULT '' NOT NULL,
	`lighting` text DEFAULT '' NOT NULL,
	`rating` integer,
	`verdict` text DEFAULT '' NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `diary_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`component` text NOT NULL,
	`day` text NOT NULL,
	`content` text NOT NULL,
	`photos` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `diary_entries_component_day_idx` ON `diary_entries` (`component`,`day`,`id`);--> statement-breakpoint
CREATE TABLE `site_updates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`day` text NOT NULL,
	`description` text NOT NULL,
	`model` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `site_updates_day_idx` ON `site_updates` (`day`,`id`);--> statement-breakpoint
CREATE TABLE `site_updates_seeded` (
	`id` integer PRIMARY KEY NOT NULL,
	`seeded_at` integer NOT NULL
);
