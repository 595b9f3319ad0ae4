/** /Moderacja: the admin's page for held and newest comments, blocks and guest switches, and the mailed link's page. */
export { ModerationLinkPage } from "./components/moderation-link-page.tsx";
export { ModerationPage } from "./components/moderation-page.tsx";
