import type { ComponentProps } from "react";
import { usePlaceholder } from "./placeholder.ts";

/** One format's candidates, best format first (AVIF, then WebP); the `<img>` keeps the original as its fallback. */
export interface PictureSource {
  type: string;
  srcSet: string;
}

export interface PictureProps extends ComponentProps<"img"> {
  sources: readonly PictureSource[];
  /** The layout width the picture takes (`sizes`), so the browser picks the narrowest candidate that fills it. */
  sizes: string;
  /** A ThumbHash shown as the box's background until the picture has loaded. */
  placeholder?: string;
  /** The `<picture>` box: it carries the placeholder, so it must be the size of the image. */
  pictureClassName?: string;
}

/** A picture offered in several widths and formats: the browser takes the first format it decodes. */
export function Picture({ sources, sizes, placeholder, pictureClassName, alt, ...image }: PictureProps) {
  const background = usePlaceholder(placeholder);
  return (
    <picture className={pictureClassName} style={background}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img alt={alt} {...image} />
    </picture>
  );
}
