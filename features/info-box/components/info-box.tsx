import { InfoMarkdown } from "#app/ui/editing/info-markdown.tsx";
import { editorOnDemand } from "#app/ui/editing/on-demand-editor.tsx";
import type { InfoBoxProps } from "../model.ts";
import * as styles from "./info-box.css.ts";

export type { InfoBoxProps } from "../model.ts";

// Only the admin's box edits in place: a visitor's page never downloads the editing state.
const editableInfoBox = editorOnDemand(async () => (await import("./editable-info-box.tsx")).EditableInfoBox);

export function InfoBox(props: InfoBoxProps) {
  if (props.admin) return <editableInfoBox.Editor {...props} />;
  const { info, id = "informacje", label = "Informacje", plain = false } = props;
  if (info.nodes.length === 0 || info.failed) return null;
  return (
    <section id={id} className={plain ? styles.plain : styles.root} aria-label={label}>
      <div className={styles.body}>
        <InfoMarkdown nodes={info.nodes} />
      </div>
    </section>
  );
}
