// A shown part marked so (a closed <details> is not shown) has controls at the bottom edge: floating buttons step aside.
export const FREE_BOTTOM_EDGE = "data-free-bottom-edge";

export const freeBottomEdge = { [FREE_BOTTOM_EDGE]: "" } as const;

export const BOTTOM_EDGE_TAKEN = `body:has([${FREE_BOTTOM_EDGE}]:is(:not(details), [open]))`;
