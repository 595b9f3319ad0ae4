/** The site's frame around every page: header, articles bar, scroll-to-top button, footer and the 404 page. */
export { ArticlesBar, type ArticlesBarProps } from "./components/articles-bar.tsx";
export { NotFoundPage } from "./components/not-found-page.tsx";
export { SCROLL_TO_TOP_AFTER_PX, ScrollToTop, type ScrollToTopProps } from "./components/scroll-to-top.tsx";
export { SiteFooter, type SiteFooterProps } from "./components/site-footer.tsx";
export { SiteHeader, type SiteHeaderProps } from "./components/site-header.tsx";
export { useDarkMode } from "./state/use-dark-mode.ts";
