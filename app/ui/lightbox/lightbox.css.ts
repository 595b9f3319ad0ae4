import { globalStyle, style } from "@vanilla-extract/css";

// The caption overlay of the viewer: readable on any photo.
globalStyle(".yarl__slide_captions_container", { background: "rgba(0, 0, 0, 0.6)", backdropFilter: "blur(4px)" });
globalStyle(".yarl__slide_description a", { color: "#ffd2bd" });
globalStyle(".yarl__slide_title", { fontSize: "1rem", fontWeight: 600, whiteSpace: "normal" });
globalStyle(".yarl__button:focus-visible", { outline: "3px solid #8ab4f8", outlineOffset: "-3px" });

/** Custom toolbar controls sit in line with the viewer's own buttons. */
export const toolbarExtra = style({ display: "flex" });

/** Wraps each slide only to hear its image's load error; it takes no box of its own. */
export const slideContainer = style({ display: "contents" });
