import { editorOnDemand } from "#app/ui/editing/on-demand-editor.tsx";
import type { OwnerMenuProps } from "./owner-menu.tsx";

const menu = editorOnDemand(async () => (await import("./owner-menu.tsx")).OwnerMenu, null);

/** Rendered for the admin only, so no other visitor downloads the menu's code. */
export function OwnerMenuOnDemand(props: OwnerMenuProps) {
  return <menu.Editor {...props} />;
}

export const preloadOwnerMenu = menu.preload;
