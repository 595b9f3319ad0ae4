/** Comments: a thread per page (model or article) where visitors talk about the model, and the admin's moderation. */
export type { CommentItem, CommentList } from "./model.ts";
export { LIKERS_LISTED } from "./model.ts";
export { MODERATION_LINK_TOKEN } from "./moderation-model.ts";
export { Comments } from "./components/comments-on-demand.tsx";
export { ModerationLinkPage } from "./components/moderation-link-page.tsx";
export { ModerationPage } from "./components/moderation-page.tsx";
