/** Where the bench build serves the floor page; no other build has this folder. */
export const FLOOR_BASE = "/__floor/";
