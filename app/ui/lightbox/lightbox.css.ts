import { globalStyle } from "@vanilla-extract/css";

// The caption overlay of the viewer: readable on any photo.
globalStyle(".yarl__slide_captions_container", { background: "rgba(0, 0, 0, 0.6)", backdropFilter: "blur(4px)" });
globalStyle(".yarl__slide_description a", { color: "#ffd2bd" });
