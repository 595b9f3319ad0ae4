/**
 * Marks a part whose last controls may sit at the screen's bottom edge (a list being sent, an open photo's tools):
 * while one is shown, floating buttons (the shell's "to the top") step aside. A closed <details> asks nothing.
 */
export const FREE_BOTTOM_EDGE = "data-free-bottom-edge";

export const freeBottomEdge = { [FREE_BOTTOM_EDGE]: "" } as const;

/** What a floating button's styles honour: a marked part that is shown. */
export const BOTTOM_EDGE_TAKEN = `body:has([${FREE_BOTTOM_EDGE}]:is(:not(details), [open]))`;
