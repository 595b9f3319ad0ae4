import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from "react";
import { neededInFirstHtml } from "#app/ui/on-demand/first-html-code.ts";
import { Spinner } from "#app/ui/spinner/spinner.tsx";

// Imported lazily on both sides (decision 006): a static import for the server would keep it in the route's chunk.
export interface EditorModule<P> {
  Editor: (props: P) => ReactElement;
  preload: () => void;
}

export function editorOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <Spinner label="Otwieranie edytora…" />,
): EditorModule<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchForm = () =>
    (loading ??= load().then(
      (Form) => {
        loaded = Form;
        return { default: Form };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const preload = () => fetchForm().catch(() => undefined);
  neededInFirstHtml(preload);
  const Lazy = lazy(fetchForm);
  function OnDemand(props: P) {
    // Lazy suspends even with its code here; chosen once per opening, since a switch remounts the form and loses focus.
    const [Form] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Form {...props} />;
  }
  return {
    // The server renders the same boundary with the form inside, so hydration waits there for the code.
    Editor: (props) => (
      <Suspense fallback={fallback}>
        <OnDemand {...props} />
      </Suspense>
    ),
    preload: () => void preload(),
  };
}

/** The admin's page fetches its editors once it has loaded, so `edycja` opens them at once. */
export function usePreloadedEditor(preload: () => void, admin: boolean): void {
  useEffect(() => {
    if (admin) preload();
  }, [preload, admin]);
}
