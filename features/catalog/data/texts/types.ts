// The image itself is in R2 under the model's `historia` folder, numbered in article order.
export interface HistoryPhoto {
  caption: string;
  alt: string;
}

export interface HistorySection {
  heading: string;
  paragraphs: string[];
  photo?: HistoryPhoto;
}

export interface HistoryArticle {
  sections: HistorySection[];
  source: { label: string; url: string };
}

export interface ModelTexts {
  description: string;
  history: HistoryArticle;
}
