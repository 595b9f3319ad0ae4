/** The home page's list of recent site updates, newest first, expandable three at a time. */
export { RecentUpdates } from "./components/recent-updates.tsx";
