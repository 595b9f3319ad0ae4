export const ARTICLE_HEADING_ID = "naglowek-artykulu";
