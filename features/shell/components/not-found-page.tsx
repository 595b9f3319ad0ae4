import { Link, useNavigate } from "react-router";
import * as styles from "./not-found-page.css.ts";

export function NotFoundPage() {
  const navigate = useNavigate();
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
        <Link to="/" className={styles.home}>
          Strona główna
        </Link>
      </div>
    </section>
  );
}
