import { Outlet } from "react-router";
import { ARTICLE_LINKS } from "../../features/articles/index.ts";
import { ArticlesBar, ScrollToTop, SiteFooter, SiteHeader, useDarkMode } from "../../features/shell/index.ts";
import { useRootData } from "../root.tsx";
import { defaultSite, SITE_SINCE } from "../site.ts";
import * as styles from "./layout.css.ts";

export default function SiteLayout() {
  const root = useRootData();
  const site = root?.site ?? defaultSite;
  const [darkMode, toggleDarkMode] = useDarkMode();
  return (
    <>
      <a href="#tresc" className={styles.skipLink}>
        Przejdź do treści
      </a>
      <SiteHeader siteName={site.name} darkMode={darkMode} snow={false} onToggleDarkMode={toggleDarkMode} />
      <ArticlesBar links={ARTICLE_LINKS} />
      <main id="tresc" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <ScrollToTop />
      <SiteFooter author={site.author} email={site.email} since={SITE_SINCE} year={root?.year ?? SITE_SINCE} />
    </>
  );
}
