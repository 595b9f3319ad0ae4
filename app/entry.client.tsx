import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { whenPageUsed } from "./ui/on-demand/page-in-use.ts";

// React Router's default entry, started when the page is first used (decision 034).
whenPageUsed(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
