import type { ComponentProps } from "react";
import { placeholderStyle } from "./placeholder.ts";

export interface PictureSource {
  type: string;
  srcSet: string;
}

export interface PictureProps extends ComponentProps<"img"> {
  sources: readonly PictureSource[];
  sizes: string;
  placeholder?: string;
  /** The `<picture>` box: it carries the placeholder, so it must be the size of the image. */
  pictureClassName?: string;
}

export function Picture({ sources, sizes, placeholder, pictureClassName, alt, ...image }: PictureProps) {
  const background = placeholderStyle(placeholder);
  return (
    <picture className={pictureClassName} style={background}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img alt={alt} {...image} />
    </picture>
  );
}
