/** The blocks of a model's page: heading, facts, the Historia article and the lighthouse data. */
export { HistoryArticle, type HistoryArticleProps } from "./components/history-article.tsx";
export { LighthouseData, type LighthouseDataProps } from "./components/lighthouse-data.tsx";
export { ModelFacts, type ModelFactsProps } from "./components/model-facts.tsx";
export { ModelHeader, type ModelHeaderProps } from "./components/model-header.tsx";
