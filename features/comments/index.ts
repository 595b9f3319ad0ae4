/** Comments: a thread per page (model or article) where guests, users and admins talk about the model. */
export {
  authorKind,
  COMMENT_MAX,
  COMMENT_MESSAGES,
  commentTextIssue,
  formatCommentDate,
  GUEST_NAME_MAX,
  GUEST_NAME_MIN,
  guestNameIssue,
  LIKE_TOOLTIP_MS,
  VISIBLE_COMMENTS,
  visibleComments,
} from "./model.ts";
export type { AuthorKind, CommentItem, CommentList, CommentsInitial, LikeResult } from "./model.ts";
export { Comments, type CommentsProps } from "./components/comments.tsx";
