/** The blocks of a model's page: heading, facts, the Historia article, the lighthouse data and its search data. */
export { HistoryArticle, type HistoryArticleProps } from "./components/history-article.tsx";
export { LighthouseData, type LighthouseDataProps } from "./components/lighthouse-data.tsx";
export { ModelFacts, type ModelFactsProps } from "./components/model-facts.tsx";
export { ModelHeader, type ModelHeaderProps } from "./components/model-header.tsx";
export { ModelStructuredData, type ModelStructuredDataProps } from "./components/model-structured-data.tsx";
export { lampKeyframes, modelStructuredData, phaseOffsets, phaseSeconds } from "./model.ts";
