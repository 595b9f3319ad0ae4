CREATE TABLE `page_scopes` (
	`scope` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
