ALTER TABLE `rate_limits` ADD `expires_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `last_at` integer;--> statement-breakpoint
CREATE INDEX `rate_limits_expires_at_idx` ON `rate_limits` (`expires_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `login_skeleton` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_login_skeleton_idx` ON `users` (`login_skeleton`);--> statement-breakpoint
-- Counters from before keyed hashes name raw addresses and can never match again: the next sweep deletes them.
UPDATE `rate_limits` SET `expires_at` = `window_start`;
-- login_skeleton is computed in JavaScript: the scheduled handler and `npm start` fill it (backfillLoginSkeletons).
