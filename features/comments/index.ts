/** Comments: a thread per page (model or article) where guests, users and admins talk about the model. */
export type { CommentItem, CommentList } from "./model.ts";
export { commentAnchor, LIKERS_LISTED } from "./model.ts";
export { Comments } from "./components/comments.tsx";
