import { Link } from "react-router";
import { MailIcon } from "#app/ui/icons/icons.tsx";
import * as styles from "./site-footer.css.ts";

export interface SiteFooterProps {
  author: string;
  email: string;
  since: number;
  /** From the server, so hydration renders the same text around New Year. */
  year: number;
  privacyHref: string;
}

export function SiteFooter({ author, email, since, year, privacyHref }: SiteFooterProps) {
  const years = year > since ? `${since}–${year}` : String(since);
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <p>
          © {author} {years}
        </p>
        <Link className={styles.link} to={privacyHref}>
          Prywatność
        </Link>
        <a className={styles.mail} href={`mailto:${email}`}>
          <MailIcon size={18} />
          {email}
        </a>
      </div>
    </footer>
  );
}
