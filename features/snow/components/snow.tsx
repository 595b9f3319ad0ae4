import { editorOnDemand } from "#app/ui/editing/on-demand-editor.tsx";

export interface SnowProps {
  enabled: boolean;
}

// Off unless the visitor switched it on (the server renders it off): the canvas's code loads only then.
const snowCanvas = editorOnDemand(async () => (await import("./snow-canvas.tsx")).SnowCanvas, null);

export function Snow({ enabled }: SnowProps) {
  return enabled ? <snowCanvas.Editor /> : null;
}
