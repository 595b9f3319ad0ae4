import { editorOnDemand } from "#app/ui/editing/on-demand-editor.tsx";
import { UpdatesList, type RecentUpdatesProps } from "./updates-list.tsx";

export type { RecentUpdatesProps } from "./updates-list.tsx";

// Only the admin's list needs the editor, and with it a data router's fetcher: visitors never download it.
const editableUpdates = editorOnDemand(async () => (await import("./editable-updates.tsx")).EditableUpdates);

export function RecentUpdates(props: RecentUpdatesProps) {
  return props.admin ? <editableUpdates.Editor {...props} /> : <UpdatesList entries={props.entries} />;
}
