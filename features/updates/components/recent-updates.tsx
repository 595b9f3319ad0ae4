import { editorOnDemand } from "#app/ui/editing/on-demand-editor.tsx";
import { UpdatesList, type RecentUpdatesProps } from "./updates-list.tsx";

export type { RecentUpdatesProps } from "./updates-list.tsx";

// Only the admin's list needs the editor, and with it a data router's fetcher: visitors never download it. The form
// comes along, not a round trip later.
const editableUpdates = editorOnDemand(
  async () => (await Promise.all([import("./editable-updates.tsx"), import("./update-form.tsx")]))[0].EditableUpdates,
);

export function RecentUpdates(props: RecentUpdatesProps) {
  return props.admin ? <editableUpdates.Editor {...props} /> : <UpdatesList entries={props.entries} />;
}
