import { sessions, users } from "#features/account/server/tables.server.ts";
import {
  commentBlocks,
  commentLikes,
  commentOutbox,
  comments,
  commentSettings,
  moderationLinkUses,
  moderationLog,
} from "#features/comments/server/tables.server.ts";
import { buildNotes, diaryEntries } from "#features/build-log/server/tables.server.ts";
import { info } from "#features/info-box/server/tables.server.ts";
import { siteUpdates, siteUpdatesSeeded } from "#features/updates/server/tables.server.ts";
import { rateLimits } from "./rate-limit.server.ts";

/** Every table of the site, so the one database module is typed with all of them (drizzle.config.ts reads the same files). */
export const schema = {
  users,
  sessions,
  comments,
  commentLikes,
  commentBlocks,
  commentOutbox,
  commentSettings,
  moderationLinkUses,
  moderationLog,
  info,
  rateLimits,
  buildNotes,
  diaryEntries,
  siteUpdates,
  siteUpdatesSeeded,
};
