import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { ARTICLES, PRIVACY_PATH } from "#features/articles/index.server.ts";

/** docs/decisions/003-explicit-routes.md */
export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("feed.xml", "routes/feed.ts"),
  ...prefix("api", [
    route("users", "routes/api/users.ts"),
    route("users/verify", "routes/api/users-verify.ts"),
    route("users/logout", "routes/api/users-logout.ts"),
    route("users/password", "routes/api/users-password.ts"),
    route("users/sessions", "routes/api/users-sessions.ts"),
    route("users/me", "routes/api/users-me.ts"),
    route("comments/:section", "routes/api/comments.ts"),
    route("comments/:section/:id", "routes/api/comment.ts"),
    route("comments/:section/:id/like", "routes/api/comment-like.ts"),
    route("moderation", "routes/api/moderation.ts"),
    route("moderation/approve", "routes/api/moderation-approve.ts"),
    route("moderation/reject", "routes/api/moderation-reject.ts"),
    route("moderation/delete", "routes/api/moderation-delete.ts"),
    route("moderation/blocks", "routes/api/moderation-blocks.ts"),
    route("moderation/blocks/:id", "routes/api/moderation-block.ts"),
    route("moderation/settings", "routes/api/moderation-settings.ts"),
    route("moderation/link", "routes/api/moderation-link.ts"),
    route("info", "routes/api/info.ts"),
    route("about", "routes/api/about.ts"),
    route("updates", "routes/api/updates.ts"),
    route("updates/:id", "routes/api/update.ts"),
    route("build/:component", "routes/api/build-story.ts"),
    route("diary/:component", "routes/api/diary.ts"),
    route("diary/:component/:id", "routes/api/diary-entry.ts"),
    route("photos/:component/:group", "routes/api/photos.ts"),
    route("models", "routes/api/models.ts"),
    route("models/:id", "routes/api/model-item.ts"),
    route("*", "routes/api/not-found.ts", { id: "api-not-found" }),
  ]),
  layout("routes/layout.tsx", [
    index("routes/home.tsx"),
    route("About", "routes/about.tsx"),
    route("Galerie", "routes/random-gallery.tsx"),
    route(PRIVACY_PATH.slice(1), "routes/privacy.tsx"),
    route("Moderacja", "routes/moderation.tsx"),
    route("Moderacja/link", "routes/moderation-link.tsx"),
    route("Konto", "routes/account.tsx"),
    ...ARTICLES.map((article) =>
      route(article.path.slice(1), "routes/article.tsx", { id: `article-${article.section}` }),
    ),
    // Static paths rank above it; an address the catalogue lacks answers the 404 page from its loader.
    route(":page", "routes/model.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
