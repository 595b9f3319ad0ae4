CREATE TABLE `page_versions` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
