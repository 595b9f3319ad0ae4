import type { Model } from "#features/catalog/index.ts";
import { arrangedPhotos, type ArrangedPhoto } from "../model.ts";
import type { UploadTools } from "../state/use-uploads.ts";
import { GalleryArranger } from "./gallery-arranger.tsx";
import { PhotoUploader } from "./photo-uploader.tsx";

export interface PhotoOwnerProps {
  model: Pick<Model, "id" | "component" | "gallery" | "position">;
  /** The rows as the server knows them; by default read from the gallery's groups. */
  photos?: readonly ArrangedPhoto[];
  actionData?: unknown;
  tools?: UploadTools;
}

/** The owner's tools at the top of a model's gallery: adding photos, then arranging what is there. */
export function PhotoOwner({ model, photos, actionData, tools }: PhotoOwnerProps) {
  const arranged = photos ?? arrangedPhotos(model);
  return (
    <>
      <PhotoUploader model={model} tools={tools} />
      {arranged.length > 0 ? <GalleryArranger photos={arranged} actionData={actionData} /> : null}
    </>
  );
}
