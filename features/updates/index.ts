/** The home page's list of recent site updates, newest first, expandable three at a time, edited in place by the admin. */
export { RecentUpdates } from "./components/recent-updates.tsx";
export { displayDate } from "./model.ts";
export { DaySchema } from "./schema.ts";
