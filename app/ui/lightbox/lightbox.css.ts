import { globalStyle, style } from "@vanilla-extract/css";

globalStyle(".yarl__slide_captions_container", { background: "rgba(0, 0, 0, 0.6)", backdropFilter: "blur(4px)" });
globalStyle(".yarl__slide_description a", { color: "#ffd2bd" });
globalStyle(".yarl__slide_title", { fontSize: "1rem", fontWeight: 600, whiteSpace: "normal" });
globalStyle(".yarl__button:focus-visible", { outline: "3px solid #8ab4f8", outlineOffset: "-3px" });

export const toolbarExtra = style({ display: "flex" });

// Wraps each slide only to hear its image's load error, so it must take no box.
export const slideContainer = style({ display: "contents" });

export const placeholder = style({
  position: "absolute",
  inset: "calc(var(--yarl__carousel_padding_px, 0) * 1px)",
  margin: "auto",
  backgroundSize: "contain",
  backgroundRepeat: "no-repeat",
  backgroundPosition: "center",
  pointerEvents: "none",
});

// The photo's formats wrap the viewer's own image, which must lay out as the slide's child.
export const picture = style({ display: "contents" });
