import { useState } from "react";
import { Outlet } from "react-router";
import { AccountPanel, preloadAccountPanel } from "#features/account/index.ts";
import { PRIVACY_PATH } from "#features/articles/index.ts";
import { BannerSlider } from "#features/banner/index.ts";
import { NavStrip } from "#features/nav-strip/index.ts";
import { preloadSettingsPanel, SettingsPanel, useSetting } from "#features/settings/index.ts";
import { ArticlesBar, ScrollToTop, SiteFooter, SiteHeader, useDarkMode } from "#features/shell/index.ts";
import { Snow } from "#features/snow/index.ts";
import { useRootData } from "#app/root.tsx";
import { defaultSite, SITE_SINCE } from "#app/site.ts";
import * as styles from "./layout.css.ts";

export default function SiteLayout() {
  const root = useRootData();
  const site = root?.site ?? defaultSite;
  const [darkMode, toggleDarkMode] = useDarkMode();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const user = root?.user ?? null;
  const [snow, setSnow] = useSetting("snowflakes");

  return (
    <>
      <a href="#tresc" className={styles.skipLink}>
        Przejdź do treści
      </a>
      <SiteHeader
        siteName={site.name}
        login={user?.login}
        onAccount={() => setAccountOpen(true)}
        darkMode={darkMode}
        snow={snow}
        onSettings={() => setSettingsOpen(true)}
        onAccountIntent={preloadAccountPanel}
        onSettingsIntent={preloadSettingsPanel}
        onToggleDarkMode={toggleDarkMode}
        onToggleSnow={() => setSnow(!snow)}
      />
      <BannerSlider banners={root?.banners ?? []} startIndex={root?.bannerStart} />
      <NavStrip catalogVersion={root?.catalogVersion ?? 0} admin={root?.user?.admin ?? false} />
      <ArticlesBar links={root?.articleLinks ?? []} />
      <main id="tresc" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <ScrollToTop />
      <SiteFooter
        author={site.author}
        email={site.email}
        since={SITE_SINCE}
        year={root?.year ?? SITE_SINCE}
        privacyHref={PRIVACY_PATH}
      />
      <AccountPanel open={accountOpen} onClose={() => setAccountOpen(false)} user={user} owner={root?.owner} />
      <SettingsPanel open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <Snow enabled={snow} />
    </>
  );
}
