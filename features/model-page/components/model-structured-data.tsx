import { useNonce } from "#app/ui/nonce.tsx";
import type { Model } from "#features/catalog/index.ts";
import { jsonForScript, modelStructuredData } from "../model.ts";

export interface ModelStructuredDataProps {
  model: Pick<Model, "name" | "description" | "cover" | "card" | "path" | "completionYear" | "info">;
  origin: string;
  author: string;
}

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
