import { createRequestHandler, RouterContextProvider } from "react-router";
import { apiAnswerFor, refuseUnknownApiMethod } from "#app/lib/api.server.ts";
import { cloudflareContext } from "#app/lib/context.ts";
import { BOOKMARK_COOKIE, createDatabase, openRequestDatabase } from "#app/lib/db.server.ts";
import { jsonError } from "#app/lib/http.server.ts";
import { imageKeyFromPath, serveImage } from "#app/lib/images.server.ts";
import { refuseForeignPagePost } from "#app/lib/page-action.server.ts";
import { PageChanges } from "#app/lib/page-changes.ts";
import {
  bypassed,
  isSuccessfulWrite,
  pageCacheRole,
  pagesChanged,
  pageVariants,
  sharedPage,
} from "#app/lib/page-cache.server.ts";
import { sweepRateLimits } from "#app/lib/rate-limit.server.ts";
import { createNonce, withSecurityHeaders } from "#app/lib/security-headers.server.ts";
import { backfillLoginSkeletons, SESSION_COOKIE, sweepSessions } from "#features/account/index.server.ts";
import { sweepUploads } from "#features/catalog/index.server.ts";
import { sendCommentDigest, sweepModerationLinks } from "#features/comments/index.server.ts";
import { enforceRetention } from "#features/privacy/index.server.ts";
import { emptyModelTrash } from "#app/model-writes.server.ts";

type RequestHandler = ReturnType<typeof createRequestHandler>;

const loadBuild = () => import("virtual:react-router/server-build");

const development = import.meta.env.MODE === "development";

const buildVersion = async () => (await loadBuild()).assets.version;

// Given a function, React Router rebuilds its route table on every request; the built Worker keeps one handler.
let builtHandler: Promise<RequestHandler> | undefined;
function requestHandler(): Promise<RequestHandler> {
  if (development) return Promise.resolve(createRequestHandler(loadBuild, import.meta.env.MODE));
  builtHandler ??= loadBuild().then(
    (build) => createRequestHandler(build, import.meta.env.MODE),
    (error: unknown) => {
      builtHandler = undefined;
      throw error;
    },
  );
  return builtHandler;
}

function photo(request: Request, url: URL, env: Env): Promise<Response> | Response | undefined {
  if (!url.pathname.startsWith("/images/")) return undefined;
  const key = imageKeyFromPath(url.pathname);
  return key ? serveImage(request, env.IMAGES, key) : jsonError(404, "Nie znaleziono obrazu");
}

const PAGE_CACHE_RULES = { personalCookies: [SESSION_COOKIE, BOOKMARK_COOKIE] };

// React Router answers HEAD without its page's headers (no Content-Type, no CSP): answer it as the GET, body dropped.
async function routerAnswer(request: Request, context: RouterContextProvider): Promise<Response> {
  const handle = await requestHandler();
  if (request.method !== "HEAD") return handle(request, context);
  const response = await handle(new Request(request, { method: "GET" }), context);
  await response.body?.cancel();
  return new Response(null, response);
}

export default {
  async fetch(request, env, ctx) {
    // A photo or a page from the cache needs no nonce: it is drawn when the Worker renders.
    let drawn: string | undefined;
    const nonce = () => (drawn ??= createNonce());
    const withNonce = () => ({ nonce: nonce() });
    const url = new URL(request.url);
    // Vite's dev server injects inline scripts of its own.
    const enforceCsp = !development;

    const early = (await photo(request, url, env)) ?? refuseUnknownApiMethod(request) ?? refuseForeignPagePost(request);
    if (early) return withSecurityHeaders(early, withNonce, { enforceCsp, url });

    const database = openRequestDatabase(env.DB, request);
    const changes = new PageChanges();
    const render = async (incoming: Request, sharedDraw?: number) => {
      const context = new RouterContextProvider();
      context.set(cloudflareContext, { env, ctx, db: database.db, nonce: nonce(), sharedDraw, changes });
      return apiAnswerFor(incoming, await routerAnswer(incoming, context));
    };
    const caching = !development && env.PAGE_CACHE !== "off";
    const role = caching ? pageCacheRole(request, url, PAGE_CACHE_RULES) : null;
    if (role === "shared") {
      const variants = pageVariants(env.PAGE_VARIANTS);
      const { response, scriptHashes } = await sharedPage({
        request,
        url,
        db: () => database.db,
        ctx,
        nonce,
        variants,
        build: await buildVersion(),
        render,
      });
      const scripts = () => (scriptHashes ? { hashes: scriptHashes } : withNonce());
      return withSecurityHeaders(response, scripts, { enforceCsp, url });
    }
    const rendered = await render(request);
    const response = role === "bypass" ? bypassed(rendered) : rendered;
    if (caching && isSuccessfulWrite(request, response)) await pagesChanged(database.db, changes.scopes);
    const bookmark = database.bookmarkCookie(response);
    if (bookmark) response.headers.append("set-cookie", bookmark);
    return withSecurityHeaders(response, withNonce, { enforceCsp, url });
  },

  async scheduled(controller, env) {
    const db = createDatabase(env.DB);
    const now = controller.scheduledTime;
    const swept = await sweepRateLimits(db, now);
    const sessions = await sweepSessions(db, now);
    const { filled, clashes } = await backfillLoginSkeletons(db);
    // A count, not the logins: the Worker's log is kept for days and the privacy note promises it names nobody.
    if (clashes.length > 0) {
      console.warn(
        `${clashes.length} logins look like older ones and stay without a skeleton: SELECT login FROM users WHERE login_skeleton IS NULL (docs/decisions/011).`,
      );
    }
    const digest = await sendCommentDigest(
      db,
      {
        to: env.NOTIFY_EMAIL,
        siteName: env.SITE_NAME,
        siteUrl: env.SITE_URL,
        secret: env.SESSION_SECRET,
        mailer: env.SEND_EMAIL,
      },
      now,
    );
    if (digest.state === "failed") console.error(`Comment digest of ${digest.comments} failed: ${digest.error}`);
    if (digest.state === "sent") console.log(`Comment digest sent: ${digest.comments} comments.`);
    const links = await sweepModerationLinks(db, now);
    console.log(`Retention: ${JSON.stringify(await enforceRetention(db, now))}`);
    const uploads = await sweepUploads(db, env.IMAGES, now);
    const trashed = await emptyModelTrash(db, env.IMAGES, now);
    console.log(
      `Maintenance: ${swept} expired rate-limit rows deleted, ${sessions} ended sessions deleted, ${filled} login skeletons filled, ${links} used links swept, ${uploads} abandoned uploads removed, ${trashed} models emptied from the trash.`,
    );
  },
} satisfies ExportedHandler<Env>;
