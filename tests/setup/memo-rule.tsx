import * as React from "react";
import type { Context, ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { NavLink, StaticRouter } from "react-router";

type Dispatcher = Record<string, unknown>;
type Internals = { H: Dispatcher | null };
const INTERNALS = "__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE";

const isContext = (value: unknown): value is Context<unknown> & { displayName?: string } =>
  typeof value === "object" && value !== null && "$$typeof" in value && value.$$typeof === Symbol.for("react.context");
const isThenable = (value: unknown) =>
  typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";

interface Watched {
  html: string;
  contexts: Set<Context<unknown> & { displayName?: string }>;
  hooks: Set<"useId" | "use of a promise">;
}

/** `element` rendered at `pathname` while React's hooks dispatcher is watched: every hook a component calls goes through it. */
function watchedRender(element: ReactElement, pathname: string): Watched {
  const internals = (React as unknown as Record<string, Internals>)[INTERNALS]!;
  const seen: Watched = { html: "", contexts: new Set(), hooks: new Set() };
  const watchedOf = new WeakMap<Dispatcher, Dispatcher>();
  const watching = new WeakSet<Dispatcher>();
  const watch = (dispatcher: Dispatcher | null): Dispatcher | null => {
    if (dispatcher === null || watching.has(dispatcher)) return dispatcher;
    let watched = watchedOf.get(dispatcher);
    if (!watched) {
      watched = new Proxy(dispatcher, {
        get(target, name) {
          const hook = Reflect.get(target, name) as (...args: unknown[]) => unknown;
          if (name === "useId") seen.hooks.add("useId");
          if (name !== "useContext" && name !== "use") return hook;
          return (usable: unknown, ...rest: unknown[]) => {
            if (isContext(usable)) seen.contexts.add(usable);
            if (isThenable(usable)) seen.hooks.add("use of a promise");
            return hook.call(target, usable, ...rest);
          };
        },
      });
      watchedOf.set(dispatcher, watched);
      watching.add(watched);
    }
    return watched;
  };
  const own = Object.getOwnPropertyDescriptor(internals, "H")!;
  let current = internals.H;
  Object.defineProperty(internals, "H", {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (dispatcher: Dispatcher | null) => {
      current = watch(dispatcher);
    },
  });
  try {
    seen.html = renderToString(<StaticRouter location={pathname}>{element}</StaticRouter>);
  } finally {
    Object.defineProperty(internals, "H", own);
  }
  return seen;
}

/**
 * The contexts a memoised part may read: the router's, as React Router's links read them. The memo's own render (a
 * `StaticRouter` at the page's address, app/ui/memo-html/memo-html.server.tsx) gives them as the page's render does.
 */
let routerContexts: Set<Context<unknown>> | undefined;
const allowedContexts = () =>
  (routerContexts ??= watchedRender(<NavLink to="/">strona</NavLink>, "/").contexts as Set<Context<unknown>>);

/**
 * What in `draw`'s part breaks the HTML memo's rule (docs/decisions/033-html-drawn-once.md): its HTML must depend
 * only on its key and the page's address, so it may not number ids (`useId`: a render of its own numbers them
 * differently), wait (Suspense, `use` of a promise) or read a context but the router's.
 */
export function memoRuleBreaks(draw: () => ReactElement, pathname: string): string[] {
  const allowed = allowedContexts();
  const { html, contexts, hooks } = watchedRender(draw(), pathname);
  const breaks: string[] = [...hooks];
  for (const context of contexts) {
    if (!allowed.has(context)) breaks.push(`context ${context.displayName ?? "(unnamed)"}`);
  }
  // React marks every Suspense boundary it writes with a comment.
  if (html.includes("<!--$")) breaks.push("Suspense");
  return breaks;
}
