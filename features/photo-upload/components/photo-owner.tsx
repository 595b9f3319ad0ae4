import type { ActionAnswer } from "#app/lib/action-answer.ts";
import type { Model } from "#features/catalog/index.ts";
import type { ArrangedPhoto } from "../model.ts";
import type { UploadTools } from "../state/photo-way.ts";
import { GalleryArranger } from "./gallery-arranger.tsx";
import { PhotoUploader } from "./photo-uploader.tsx";

export interface PhotoOwnerProps {
  model: Pick<Model, "id" | "gallery" | "position" | "cover" | "card">;
  /** The gallery's rows with their ids (the server's `catalog.photosOf(model)`); without them only uploads show. */
  photos?: readonly ArrangedPhoto[];
  actionData?: ActionAnswer;
  tools?: UploadTools;
}

/** The owner's tools at the top of a model's gallery: adding photos, then arranging what is there. */
export function PhotoOwner({ model, photos, actionData, tools }: PhotoOwnerProps) {
  return (
    <>
      <PhotoUploader model={model} tools={tools} />
      {photos ? (
        <GalleryArranger
          modelId={model.id}
          photos={photos}
          cover={model.cover}
          card={model.card}
          actionData={actionData}
          tools={tools}
        />
      ) : null}
    </>
  );
}
