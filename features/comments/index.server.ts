/** Comments on the server: the page loader's read, the section check and the /api/comments handlers. */
export {
  addComment,
  commentIntents,
  editComment,
  likeComment,
  listThread,
  removeComment,
} from "./server/adapters.server.ts";
export { loadComments } from "./server/load.server.ts";
export { commentSections } from "./server/sections.server.ts";
export { commentsOfUser } from "./server/own-comments.server.ts";
export {
  deleteBlock,
  getModeration,
  moderationIntents,
  moderationLinkIntents,
  postApprove,
  postBlock,
  postDeleteMany,
  postLink,
  postReject,
  postSettings,
} from "./server/moderation-adapters.server.ts";
export { loadModeration, loadModerationLink } from "./server/moderation-load.server.ts";
export { DIGEST_MAX_ATTEMPTS, sendCommentDigest, sweepModerationLinks } from "./server/digest.server.ts";
export { forgetClientLabels } from "./server/moderation.server.ts";
export { GUEST_LINKS_ALLOWED } from "./model.ts";
export { CLIENT_CAP_SHARE, YOUNG_ACCOUNT_MS } from "./server/spam.server.ts";
export { issueFormToken } from "./server/form-token.server.ts";
export { countHeldComments, countPublishedComments, deleteSection } from "./server/comments.server.ts";
export { commentBlocks, commentOutbox, comments } from "./server/tables.server.ts";
