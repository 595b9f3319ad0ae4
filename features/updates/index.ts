/** The home page's list of recent site updates, newest first, expandable three at a time. */
export { RecentUpdates, type RecentUpdatesProps } from "./components/recent-updates.tsx";
export { isoDate, newestFirst, showMore, UPDATES_STEP } from "./model.ts";
