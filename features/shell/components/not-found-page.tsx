import { Link, useLocation, useNavigate } from "react-router";
import { signInHref } from "#app/lib/return-path.ts";
import * as styles from "./not-found-page.css.ts";

export interface NotFoundPageProps {
  /** "Zaloguj się", returning here: on every signed-out 404, so it tells nobody which pages exist. */
  signIn?: boolean;
}

export function NotFoundPage({ signIn = false }: NotFoundPageProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const goBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate("/");
  };
  return (
    <section className={styles.root} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className={styles.code}>
        404 Not Found
      </h1>
      <p>Strony nie znaleziono</p>
      <div className={styles.actions}>
        <button type="button" className={styles.back} onClick={goBack}>
          wróć
        </button>
        <Link to="/" className={styles.link}>
          Strona główna
        </Link>
        {signIn ? (
          <Link to={signInHref(`${pathname}${search}`)} className={styles.link}>
            Zaloguj się
          </Link>
        ) : null}
      </div>
      {signIn ? <p className={styles.hint}>Ta strona może wymagać zalogowania.</p> : null}
    </section>
  );
}
