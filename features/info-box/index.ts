/** The home info box and the owner's one editing pattern every owner text shares: markdown drawing, draft editor, form. */
export { InfoBox } from "./components/info-box.tsx";
export { InfoLayout } from "./components/info-layout.tsx";
export { InfoMarkdown } from "./components/info-markdown.tsx";
export { ABOUT_API_PATH, INFO_API_PATH, type InfoNode } from "./model.ts";
export { useDraftEditor } from "./state/use-draft-editor.ts";
export { EditorForm, Field, editorBox, editorStyles } from "./components/editor-form.tsx";
export { EntryActions } from "./components/entry-actions.tsx";
