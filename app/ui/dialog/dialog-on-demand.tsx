import { lazy, Suspense, useState } from "react";
import type { DialogProps } from "./dialog.tsx";

const loadDialog = () => import("./dialog.tsx");
const Dialog = lazy(() => loadDialog().then((module) => ({ default: module.Dialog })));

export function preloadDialog(): void {
  void loadDialog();
}

/** A panel few visitors open: the dialog is mounted, and its code fetched, from its first opening on. */
export function DialogOnDemand(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  ) : null;
}
