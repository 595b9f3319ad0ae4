/** The home page's editable info text: the box that shows the server-rendered markdown and its admin editor. */
export { InfoBox, type InfoBoxProps } from "./components/info-box.tsx";
export { InfoLayout, type InfoLayoutProps } from "./components/info-layout.tsx";
export { InfoMarkdown, type InfoMarkdownProps } from "./components/info-markdown.tsx";
export { INFO_MAX_LENGTH, INFO_MESSAGES, InfoSchema, isInternalHref, safeUrl } from "./model.ts";
export type { InfoData, InfoElement, InfoInput, InfoNode, InfoProps, InfoTag } from "./model.ts";
