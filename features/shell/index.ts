/** The site's frame around every page: header, articles bar, scroll-to-top button, footer and the 404 page. */
export { ArticlesBar, SiteFooter } from "./components/links-on-demand.tsx";
export { NotFoundPage } from "./components/not-found-page.tsx";
export { ScrollToTop } from "./components/scroll-to-top.tsx";
export { SiteHeader } from "./components/site-header.tsx";
export { useDarkMode } from "./state/use-dark-mode.ts";
