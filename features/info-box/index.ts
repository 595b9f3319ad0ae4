/** The home page's editable info text: the box that shows the server-rendered markdown and its admin editor. */
export { InfoBox } from "./components/info-box.tsx";
export { InfoLayout } from "./components/info-layout.tsx";
export { InfoMarkdown } from "./components/info-markdown.tsx";
export { INFO_API_PATH, type InfoNode } from "./model.ts";
