import { editorOnDemand } from "#app/ui/editing/on-demand-editor.tsx";
import type { ModelOwnerPanelProps } from "./model-owner-panel.tsx";

const ownerPanel = editorOnDemand(async () => (await import("./model-owner-panel.tsx")).ModelOwnerPanel);

/** Only the admin's page renders it, so a visitor's never downloads the panel's code. */
export function ModelOwner(props: ModelOwnerPanelProps) {
  return <ownerPanel.Editor {...props} />;
}
