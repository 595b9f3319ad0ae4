import { useNonce } from "#app/ui/nonce.tsx";
import type { Model } from "#features/catalog/index.ts";
import { jsonForScript, modelStructuredData } from "../model.ts";

export interface ModelStructuredDataProps {
  model: Pick<Model, "name" | "description" | "cover" | "card" | "path" | "completionYear">;
  /** The site's origin, for the absolute addresses search engines want. */
  origin: string;
  author: string;
}

/** schema.org data about the model for search engines (a data block: browsers never run it). */
export function ModelStructuredData({ model, origin, author }: ModelStructuredDataProps) {
  // The page's policy wants a nonce on every inline script; browsers hide it after load, hence the warning off.
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonForScript(modelStructuredData(model, { origin, author })) }}
    />
  );
}
