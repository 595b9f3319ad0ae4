DROP INDEX `users_email_folded_idx`;--> statement-breakpoint
ALTER TABLE `users` ADD `email_unconfirmed_since` integer;--> statement-breakpoint
-- Every account from before has a confirmed address (the column is null), so the index keeps all of them unique.
CREATE UNIQUE INDEX `users_confirmed_email_folded_idx` ON `users` (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower("email"), 'Ą', 'ą'), 'Ć', 'ć'), 'Ę', 'ę'), 'Ł', 'ł'), 'Ń', 'ń'), 'Ó', 'ó'), 'Ś', 'ś'), 'Ź', 'ź'), 'Ż', 'ż'), 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü'), 'É', 'é'), 'È', 'è'), 'À', 'à'), 'Â', 'â'), 'Ç', 'ç'), 'Ñ', 'ñ')) WHERE "users"."email_unconfirmed_since" IS NULL;--> statement-breakpoint
-- A draft's preview links carry this key; clearing it revokes them.
ALTER TABLE `catalog_models` ADD `preview_key` text;
