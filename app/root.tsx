import { useContext, useEffect, type ReactNode } from "react";
import { preload } from "react-dom";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { ARTICLE_LINKS } from "#features/articles/index.ts";
import { randomSlide } from "#features/banner/index.ts";
import { loadAccountUser, readRequestSession } from "#features/account/index.server.ts";
import { loadCatalogOrEmpty } from "#features/catalog/index.server.ts";
import { countHeldComments } from "#features/comments/index.server.ts";
import { stripCards } from "#features/nav-strip/index.server.ts";
import { PRE_PAINT_SCRIPT } from "#features/settings/index.ts";
import type { Route } from "./+types/root";
import { cloudflareContext } from "./lib/context.ts";
import type { Database } from "./lib/db.server.ts";
import { siteFromEnv, type SiteConfig } from "./site.ts";
import { useNonce } from "./ui/nonce.tsx";
import { HYDRATE_WHEN_USED, pageHydrated } from "./ui/on-demand/page-in-use.ts";
import { errorPage } from "./routes/layout/layout.css.ts";
import "./ui/theme.css.ts";

/** The admin's menu: what waits for moderation. A failing read drops only the number. */
async function ownerMenu(db: Database): Promise<{ held: number }> {
  try {
    return { held: Object.values(await countHeldComments(db)).reduce((sum, quantity) => sum + quantity, 0) };
  } catch {
    return { held: 0 };
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env, db, sharedDraw } = context.get(cloudflareContext);
  const site: SiteConfig = siteFromEnv(env);
  const sessionRead = readRequestSession(context, request);
  const [session, catalog, owner] = await Promise.all([
    sessionRead,
    loadCatalogOrEmpty(db),
    sessionRead.then((read) => (read.session?.admin ? ownerMenu(db) : null)),
  ]);
  const { user, headers } = await loadAccountUser(request, session, { env, db });
  context.set(stripCards, catalog.cards(user?.admin ?? false));
  return data(
    {
      user,
      owner,
      site,
      year: new Date().getUTCFullYear(),
      catalogVersion: catalog.version,
      banners: catalog.banners,
      // A shared copy of a page starts the banner where its draw says; a page rendered for one visitor draws anew.
      bannerStart: sharedDraw === undefined ? undefined : randomSlide(catalog.banners.length, () => sharedDraw),
      // Sent as data, so no article code reaches the layout's bundle.
      articleLinks: ARTICLE_LINKS,
    },
    { headers },
  );
}

// Only a submission changes the session or catalogue: a link or new search keeps the layout's; asked again, it rereads.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.href !== nextUrl.href) return false;
  return defaultShouldRevalidate;
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function links(): Route.LinkDescriptors {
  return [
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "alternate", type: "application/atom+xml", href: "/feed.xml", title: "Aktualizacje i dzienniki budowy" },
  ];
}

// React preloads `<Scripts>` modules before the stylesheet that holds back first paint (docs/decisions/006).
function useStylesheetFirst() {
  const manifest = useContext(FrameworkContext)?.manifest;
  for (const href of manifest?.routes.root?.css ?? []) preload(href, { as: "style", fetchPriority: "high" });
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRootData();
  useStylesheetFirst();
  useEffect(pageHydrated, []);
  return (
    // A signed-in person's page (their name, the owner's editors) hydrates as it loads; a guest's at first use.
    <html lang="pl" data-hydrate={root && !root.user ? HYDRATE_WHEN_USED : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Hydration keeps the server's text, so the browser's bundle need not carry it. */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? PRE_PAINT_SCRIPT : "" }}
          suppressHydrationWarning
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "404 Not Found" : "Błąd";
  const message = notFound ? "Strony nie znaleziono" : "Coś poszło nie tak na serwerze. Odśwież stronę za chwilę.";
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <main className={errorPage}>
      <title>{notFound ? "Not Found" : "Błąd"}</title>
      <h1>{title}</h1>
      <p>{message}</p>
      <a href="/">Strona główna</a>
    </main>
  );
}
