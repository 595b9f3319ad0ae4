CREATE TABLE `comment_blocks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`target` text NOT NULL,
	`label` text NOT NULL,
	`until` integer NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`lifted_at` integer
);
--> statement-breakpoint
CREATE INDEX `comment_blocks_kind_target_idx` ON `comment_blocks` (`kind`,`target`,`until`);--> statement-breakpoint
CREATE TABLE `comment_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`comment_id` integer NOT NULL,
	`section` text NOT NULL,
	`login` text NOT NULL,
	`body` text NOT NULL,
	`held` integer NOT NULL,
	`created_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `comment_outbox_pending_idx` ON `comment_outbox` (`sent_at`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `comment_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `moderation_link_uses` (
	`link_id` text PRIMARY KEY NOT NULL,
	`used_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `moderation_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`detail` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `moderation_log_at_idx` ON `moderation_log` (`at`);--> statement-breakpoint
ALTER TABLE `comments` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `comments` ADD `client_hash` text;--> statement-breakpoint
CREATE INDEX `comments_status_section_idx` ON `comments` (`status`,`section`);--> statement-breakpoint
CREATE INDEX `comments_client_created_at_idx` ON `comments` (`client_hash`,`created_at`);