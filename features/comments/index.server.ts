/** Comments on the server: tables, queries and mutations, the page loader's read and the /api/comments handlers. */
export { addComment, editComment, likeComment, listThread, removeComment } from "./server/api.server.ts";
export {
  createComment,
  deleteComment,
  getComment,
  listComments,
  toggleLike,
  updateComment,
  type CommentAuthor,
  type NewComment,
} from "./server/comments.server.ts";
export { loadComments, type CommentsData } from "./server/load.server.ts";
export { isCommentSection } from "./server/sections.server.ts";
export { commentLikes, comments } from "./server/tables.server.ts";
