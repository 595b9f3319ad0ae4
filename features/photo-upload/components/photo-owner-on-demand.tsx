import { editorOnDemand } from "#app/ui/editing/on-demand-editor.tsx";
import type { PhotoOwnerProps } from "./photo-owner.tsx";

const photoOwner = editorOnDemand(async () => (await import("./photo-owner.tsx")).PhotoOwner);

/** Only the admin's page renders it: the sizing, the encoders and the forms never reach a visitor's page. */
export function GalleryOwner(props: PhotoOwnerProps) {
  return <photoOwner.Editor {...props} />;
}
