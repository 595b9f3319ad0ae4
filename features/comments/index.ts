/** Comments: a thread per page (model or article) where guests, users and admins talk about the model. */
export type { CommentItem, CommentList } from "./model.ts";
export { commentAnchor, LIKERS_LISTED } from "./model.ts";
export { Comments } from "./components/comments.tsx";
export { formatCommentDate } from "./model.ts";
export {
  BLOCK_DURATIONS,
  BLOCK_KIND_LABELS,
  MODERATION_API,
  MODERATION_PATH,
  type BlockDuration,
  type LinkAction,
  type LinkPreview,
  type ModerationBlock,
  type ModerationBlockKind,
  type ModerationComment,
  type ModerationLogEntry,
  type ModerationOverview,
} from "./moderation-model.ts";
