/** The home page's editable info text: the box that shows the server-rendered markdown and its admin editor. */
export { InfoBox } from "./components/info-box.tsx";
export { InfoLayout } from "./components/info-layout.tsx";
export { InfoMarkdown } from "./components/info-markdown.tsx";
export { ABOUT_API_PATH, INFO_API_PATH, type InfoData, type InfoNode } from "./model.ts";
export { useDraftEditor, type DraftEditor, type DraftRequest } from "./state/use-draft-editor.ts";
export { EditorForm, Field, editorBox, editorStyles } from "./components/editor-form.tsx";
export { isBlank } from "./model.ts";
