import { useEffect, useState } from "react";
import { href, Link } from "react-router";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { GearIcon, HomeIcon, InfoIcon, MoonIcon, SnowIcon, SunIcon, UserIcon } from "#app/ui/icons/icons.tsx";
import * as styles from "./site-header.css.ts";

export interface SiteHeaderProps {
  siteName: string;
  login?: string;
  darkMode: boolean;
  snow: boolean;
  onAccount?: () => void;
  onSettings?: () => void;
  /** Pointer or focus reached the button: a click may follow, so the panel's code can start loading. */
  onAccountIntent?: () => void;
  onSettingsIntent?: () => void;
  onToggleDarkMode?: () => void;
  onToggleSnow?: () => void;
}

const SHADOW_AFTER_PX = 4;

export function SiteHeader({
  siteName,
  login,
  darkMode,
  snow,
  onAccount,
  onSettings,
  onAccountIntent,
  onSettingsIntent,
  onToggleDarkMode,
  onToggleSnow,
}: SiteHeaderProps) {
  const [scrolled, setScrolled] = useState(false);
  const dialogButton = useHydrated() && Boolean(onAccount);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SHADOW_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header className={`${styles.root} ${scrolled ? styles.isScrolled : ""}`}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={`Strona główna – ${siteName}`}>
          <HomeIcon className={styles.brandIcon} />
          <span className={styles.brandName}>{siteName}</span>
        </Link>
        <nav className={styles.actions} aria-label="Narzędzia">
          {/* A link to /Konto until the page is hydrated (and without JavaScript); then a button opening the panel. */}
          <Link
            to={href("/Konto")}
            className={`${styles.iconButton} ${login ? styles.isLoggedIn : ""}`}
            onClick={(event) => {
              if (!onAccount) return;
              event.preventDefault();
              onAccount();
            }}
            onKeyDown={(event) => {
              if (!dialogButton || event.key !== " ") return;
              event.preventDefault();
              onAccount?.();
            }}
            onPointerEnter={onAccountIntent}
            onFocus={onAccountIntent}
            role={dialogButton ? "button" : undefined}
            aria-haspopup={dialogButton ? "dialog" : undefined}
            aria-label={login ? `Konto: ${login}` : "Konto: zaloguj się lub zarejestruj"}
            title="Konto"
          >
            <UserIcon />
            {login ? <span className={styles.loginName}>{login}</span> : null}
          </Link>
          <button
            type="button"
            className={styles.iconButton}
            onClick={onSettings}
            onPointerEnter={onSettingsIntent}
            onFocus={onSettingsIntent}
            aria-haspopup="dialog"
            aria-label="Ustawienia"
            title="Ustawienia"
          >
            <GearIcon />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            onClick={onToggleDarkMode}
            aria-pressed={darkMode}
            aria-label="Ciemna kolorystyka"
            title={darkMode ? "Włącz jasną kolorystykę" : "Włącz ciemną kolorystykę"}
          >
            {darkMode ? <SunIcon /> : <MoonIcon />}
          </button>
          <button
            type="button"
            className={styles.iconButton}
            onClick={onToggleSnow}
            aria-pressed={snow}
            aria-label="Padający śnieg"
            title={snow ? "Wyłącz śnieg" : "Włącz śnieg"}
          >
            <SnowIcon />
          </button>
          <Link to="/About" className={styles.iconButton} aria-label="O autorze" title="O autorze">
            <InfoIcon />
          </Link>
        </nav>
      </div>
    </header>
  );
}
