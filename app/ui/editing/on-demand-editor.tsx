import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from "react";
import { Spinner } from "#app/ui/spinner/spinner.tsx";

/**
 * An owner's editor form, in its own module behind its own Suspense boundary: only the admin opens one, so a
 * visitor's page never downloads it (docs/decisions/006). A static import for the server would keep the form in the
 * route's chunk even when the client build drops its use, so both sides import it dynamically.
 */
export interface EditorModule<P> {
  Editor: (props: P) => ReactElement;
  /** Fetches the form's code before it is opened, so opening it shows no fallback. */
  preload: () => void;
}

/**
 * Every editor's load, started by the render that awaits it (entry.server.tsx; the component tests and stories, which
 * render the admin's view at once): started where its module is evaluated, maybe in a request that never waits (an
 * API call), workerd could drop it with that request. A visitor's browser never calls them.
 */
const serverLoads: (() => Promise<unknown>)[] = [];

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
  serverLoads.push(preload);
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

/**
 * Resolves once the server (or a test) has every editor's code, so an editor opened by `?edytuj=` or a refused post renders in
 * the first HTML: a streamed fallback would never be replaced without JavaScript.
 */
export function editorsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads.map((load) => load()));
}

/** The admin's page fetches its editors once it has loaded, so `edycja` opens them at once. */
export function usePreloadedEditor(preload: () => void, admin: boolean): void {
  useEffect(() => {
    if (admin) preload();
  }, [preload, admin]);
}
