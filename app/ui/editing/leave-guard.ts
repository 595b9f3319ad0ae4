import { useEffect, useId } from "react";
import { useBlocker, type BlockerFunction } from "react-router";

export const UNSAVED_LEAVE = "Masz niezapisane zmiany. Opuścić stronę? Tekst zostanie w tej przeglądarce do powrotu.";

// A router keeps one blocker: every guard shares these reasons, so whichever blocker is active asks for all of them.
const reasons = new Map<string, string>();

const leaving: BlockerFunction = ({ currentLocation, nextLocation }) =>
  reasons.size > 0 &&
  (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);

/** While `question` is set, leaving the page asks it: `useBlocker` inside the site, `beforeunload` for a reload. */
export function useLeaveGuard(question: string | null): void {
  const id = useId();
  useEffect(() => {
    if (!question) return;
    reasons.set(id, question);
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => {
      reasons.delete(id);
      window.removeEventListener("beforeunload", ask);
    };
  }, [id, question]);
  const blocker = useBlocker(leaving);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm([...new Set(reasons.values())].join("\n"))) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
