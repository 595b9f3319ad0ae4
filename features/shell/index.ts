/** The site's frame around every page: header, articles bar, scroll-to-top button, footer and the 404 page. */
export { ArticlesBar } from "./components/articles-bar.tsx";
export { NotFoundPage } from "./components/not-found-page.tsx";
export { ScrollToTop } from "./components/scroll-to-top.tsx";
export { SiteFooter } from "./components/site-footer.tsx";
export { SiteHeader } from "./components/site-header.tsx";
export { useDarkMode } from "./state/use-dark-mode.ts";
