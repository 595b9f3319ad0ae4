import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from "react";
import { neededInFirstHtml } from "#app/ui/on-demand/first-html-code.ts";
import { Spinner } from "#app/ui/spinner/spinner.tsx";

// An owner's editor form behind its own Suspense boundary: a visitor's page never downloads it (decision 006). Both
// sides import it dynamically: a static import for the server would keep it in the route's chunk.
export interface EditorModule<P> {
  Editor: (props: P) => ReactElement;
  /** Fetches the form's code before it is opened, so opening it shows no fallback. */
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
    // A lazy component suspends on its first render even when its code is here. Chosen once per opening: switching
    // mid-edit would mount the form again and lose its focus.
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
