import { useEffect, useId } from "react";
import { useBlocker, type BlockerFunction } from "react-router";

export const UNSAVED_LEAVE = "Masz niezapisane zmiany. Opuścić stronę? Tekst zostanie w tej przeglądarce do powrotu.";

// A router keeps one blocker: every guard asks for all the reasons, so whichever blocker is active asks right.
const reasons = new Map<string, string>();

const leaving: BlockerFunction = ({ currentLocation, nextLocation }) =>
  reasons.size > 0 &&
  (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);

function Asking({ question }: { question: string }) {
  const id = useId();
  useEffect(() => {
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
  return null;
}

/** While `question` is set, leaving asks it; only then is a blocker held, so the router mostly has one. */
export function LeaveGuard({ question }: { question: string | null }) {
  return question ? <Asking question={question} /> : null;
}
