import { useEffect, useRef, useState } from "react";
import { visuallyHidden } from "#app/ui/visually-hidden.css.ts";
import { commentAnchor } from "../model.ts";
import * as buttons from "./buttons.css.ts";
import * as styles from "./comment-card.css.ts";
import { LinkIcon } from "./icons.tsx";

export function CopyLinkButton({ id }: { id: number }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const address = new URL(`#${commentAnchor(id)}`, window.location.href).href;
    try {
      await navigator.clipboard.writeText(address);
    } catch {
      window.location.hash = commentAnchor(id);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 2000);
  };
  return (
    <>
      <button type="button" className={buttons.quiet} onClick={() => void copy()}>
        <LinkIcon size={16} />
        link
      </button>
      <span role="status" className={copied ? styles.copied : visuallyHidden}>
        {copied ? "Skopiowano link do komentarza" : ""}
      </span>
    </>
  );
}
