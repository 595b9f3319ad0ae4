import { style } from "@vanilla-extract/css";

/** Where the form appears: a spinner holds its place while its code loads on the first opening. */
export const loading = style({ minHeight: "12rem", display: "flex", alignItems: "center", justifyContent: "center" });
