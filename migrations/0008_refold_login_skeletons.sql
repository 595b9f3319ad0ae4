-- The skeleton now folds accents, underscores and whitespace runs (docs/decisions/027): SQL cannot compute it, so the
-- old values are cleared and backfillLoginSkeletons (the Cron Trigger, npm start's seed) writes the new ones.
UPDATE `users` SET `login_skeleton` = NULL;
