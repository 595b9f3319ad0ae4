import { lazy, Suspense, useState, type ComponentType } from "react";
import { neededInFirstHtml } from "../on-demand/first-html-code.ts";
import type { DialogProps } from "./dialog.tsx";

let loaded: ComponentType<DialogProps> | undefined;
const loadDialog = () => import("./dialog.tsx").then((module) => (loaded = module.Dialog));
// Stories and component tests await this registry, so there the dialog is drawn in the panel's first render.
neededInFirstHtml(loadDialog);
const LazyDialog = lazy(() => loadDialog().then((Dialog) => ({ default: Dialog })));

export function preloadDialog(): void {
  void loadDialog();
}

function OpenedDialog(props: DialogProps) {
  // Chosen once: a switch from the lazy to the loaded component would mount the dialog and its form again.
  const [Dialog] = useState<ComponentType<DialogProps>>(() => loaded ?? LazyDialog);
  return <Dialog {...props} />;
}

/** A panel few visitors open: the dialog is mounted, and its code fetched, from its first opening on. */
export function DialogOnDemand(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <OpenedDialog {...props} />
    </Suspense>
  ) : null;
}
