import { style } from "@vanilla-extract/css";

/** Where the views appear: a spinner holds their place while their code loads on the first opening. */
export const loading = style({ minHeight: "12rem", display: "flex", alignItems: "center", justifyContent: "center" });
