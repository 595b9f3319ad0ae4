/** A captioned photo inside a Historia article; its image is stored in R2 under the model's `historia` folder. */
export interface HistoryPhoto {
  /** Shown under the photo, a full Polish sentence or phrase. */
  caption: string;
  /** Alternative text describing what the photo shows, for screen readers. */
  alt: string;
}

/** One part of a Historia article: a heading, its paragraphs and an optional photo shown after them. */
export interface HistorySection {
  heading: string;
  paragraphs: string[];
  photo?: HistoryPhoto;
}

/** An encyclopaedic Polish article about the real subject of a model. */
export interface HistoryArticle {
  sections: HistorySection[];
  /** The matching Polish Wikipedia article, shown as the source link. */
  source: { label: string; url: string };
}

/** The prose written for one model: the short description under its name and its Historia article. */
export interface ModelTexts {
  description: string;
  history: HistoryArticle;
}
