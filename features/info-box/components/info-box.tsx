import { InfoMarkdown } from "#app/ui/editing/info-markdown.tsx";
import { editorOnDemand } from "#app/ui/editing/on-demand-editor.tsx";
import type { InfoBoxProps } from "../model.ts";
import * as styles from "./info-box.css.ts";

export type { InfoBoxProps } from "../model.ts";

// Admin only, so a visitor never downloads it; the form comes along, or an address opening the editor hydrates late.
const editableInfoBox = editorOnDemand(
  async () =>
    (await Promise.all([import("./editable-info-box.tsx"), import("./info-box-form.tsx")]))[0].EditableInfoBox,
);

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
