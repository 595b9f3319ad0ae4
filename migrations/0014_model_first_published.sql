ALTER TABLE `catalog_models` ADD `published_at` integer;
--> statement-breakpoint
-- A model shown today was published by its last change at the latest; one not shown keeps no trace of an earlier
-- publishing, so it counts as a draft until it is published.
UPDATE `catalog_models` SET `published_at` = `updated_at` WHERE `published` = 1;
