-- SQLite lower() folds only ASCII: "Łucja" and "łucja" were two accounts. The unique indexes now fold the Polish
-- capitals and the commonest West European ones too (features/account/server/fold-case.server.ts builds the same
-- expression; drizzle-kit cannot write expression indexes like this one, so this file is written by hand).
DROP INDEX `users_login_idx`;--> statement-breakpoint
DROP INDEX `users_email_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `users_login_folded_idx` ON `users` (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower("login"), 'Ą', 'ą'), 'Ć', 'ć'), 'Ę', 'ę'), 'Ł', 'ł'), 'Ń', 'ń'), 'Ó', 'ó'), 'Ś', 'ś'), 'Ź', 'ź'), 'Ż', 'ż'), 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü'), 'É', 'é'), 'È', 'è'), 'À', 'à'), 'Â', 'â'), 'Ç', 'ç'), 'Ñ', 'ñ'));--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_folded_idx` ON `users` (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower("email"), 'Ą', 'ą'), 'Ć', 'ć'), 'Ę', 'ę'), 'Ł', 'ł'), 'Ń', 'ń'), 'Ó', 'ó'), 'Ś', 'ś'), 'Ź', 'ź'), 'Ż', 'ż'), 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü'), 'É', 'é'), 'È', 'è'), 'À', 'à'), 'Â', 'â'), 'Ç', 'ç'), 'Ñ', 'ñ'));
