/** A model's page blocks (heading, facts, Historia, lighthouse and search data) and the owner's model pages. */
export { HistoryArticle, LighthouseData } from "./components/model-texts-on-demand.tsx";
export { ModelFacts } from "./components/model-facts.tsx";
export { ModelHeader, PreviewMark } from "./components/model-header.tsx";
export { ModelStructuredData } from "./components/model-structured-data-on-demand.tsx";
export { ModelList, type ModelListProps } from "./components/model-list.tsx";
export { ModelOwner } from "./components/model-owner.tsx";
export { NewModelForm } from "./components/new-model-form.tsx";
export { historyTitle } from "./history-title.ts";
