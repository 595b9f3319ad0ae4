import { countNoun, NOUNS } from "#app/lib/plural.ts";
import * as v from "valibot";
import { firstIssue } from "#app/lib/input-issues.ts";
import { hasInvisibleCharacters, hasLineSeparators, mixesScripts } from "#app/lib/name-checks.ts";
import { plainText, unifiedLineBreaks } from "#app/lib/plain-text.ts";
import { formatPolishDateTime } from "#app/lib/polish-date.ts";

export const COMMENT_MAX = 2000;
export const GUEST_NAME_MIN = 3;
export const GUEST_NAME_MAX = 20;
export const VISIBLE_COMMENTS = 5;
export const LIKE_TOOLTIP_MS = 1000;
export const COMMENT_PAGE_DEFAULT = 50;
export const COMMENT_PAGE_MAX = 100;
export const LIKERS_LISTED = 5;
export const HONEYPOT_FIELD = "website";
export const GUEST_LINKS_ALLOWED = 2;

export const COMMENT_MESSAGES = {
  nameTaken: "Nazwa użytkownika jest już zajęta",
  likeNeedsLogin: "Zaloguj się by oceniać",
  commentRequired: "Wpisz treść komentarza",
  commentTooLong: `Komentarz może mieć najwyżej ${countNoun(COMMENT_MAX, NOUNS.character)}`,
  commentInvalid: "Komentarz zawiera niedozwolone znaki",
  nameRequired: "Podaj nazwę gościa",
  nameLength: `Nazwa gościa musi mieć od ${GUEST_NAME_MIN} do ${GUEST_NAME_MAX} znaków`,
  nameInvalid: "Nazwa gościa zawiera niedozwolone znaki",
  notAuthor: "Możesz edytować tylko własne komentarze",
  unknownSection: "Nie ma takiej sekcji komentarzy",
  unknownComment: "Nie ma takiego komentarza",
  formTokenInvalid: "Formularz komentarza jest nieważny lub wygasł. Wyślij komentarz jeszcze raz.",
  tooFast: "Komentarz wysłano zbyt szybko po otwarciu strony. Odczekaj chwilę i wyślij go ponownie.",
  honeypot:
    "Nie przyjąłem komentarza: wygląda na wysłany automatycznie, bo wypełnione zostało ukryte pole formularza. Jeśli to pomyłka, wyłącz dla tej strony autouzupełnianie formularzy, odśwież ją i wyślij komentarz ponownie.",
  blocked: "Zablokowałem Ci dodawanie, zmienianie i polubianie komentarzy.",
  dailyCap: "Pod tą stroną wyczerpał się dzisiejszy limit komentarzy gości. Zaloguj się albo wróć jutro.",
  held: "Komentarz czeka na zatwierdzenie",
  badLimit: `Parametr „limit” musi być liczbą od 1 do ${COMMENT_PAGE_MAX}`,
  badCursor: "Parametr „before” musi być numerem komentarza",
} as const;

export function blockedMessage(until: Date | undefined, email: string): string {
  const end = until ? ` Blokada trwa do ${formatPolishDateTime(until.toISOString())}.` : "";
  return `${COMMENT_MESSAGES.blocked}${end} Jeśli to pomyłka, napisz do mnie na adres ${email}.`;
}

export interface CommentItem {
  id: number;
  login: string;
  comment: string;
  createdAt: string;
  updatedAt: string | null;
  /** Written by an admin (the `Admin` badge), not whether the reader is one. */
  admin: boolean;
  registered: boolean;
  held: boolean;
  likes: { quantity: number; likedByMe: boolean; users: string[] };
  /** The same as `likes.likedByMe`, kept for clients of the first API. */
  likedByMe: boolean;
}

export interface CommentList {
  section: string;
  total: number;
  hasMore: boolean;
  comments: CommentItem[];
  formToken: string;
}

/** Without `total` and `hasMore` the list is the whole thread. */
export interface CommentsInitial {
  comments: CommentItem[];
  total?: number;
  hasMore?: boolean;
  formToken?: string;
  error?: boolean;
  expanded?: boolean;
}

export const OLDER_COMMENTS_PARAM = "komentarze";

export const COMMENT_FORM_ANCHOR = "komentarz-formularz";

export function commentAnchor(id: number): string {
  return `komentarz-${id}`;
}

/** Before the thread's code comes, these addresses open a comment's edit form and the admin's delete question. */
export const editAnchor = (id: number): string => `edycja-${id}`;
export const deleteAnchor = (id: number): string => `usun-${id}`;

export function commentIdFromHash(hash: string): number | undefined {
  const match = /^#komentarz-([1-9]\d{0,15})$/.exec(hash);
  return match ? Number(match[1]) : undefined;
}

export function countLinks(text: string): number {
  return text.match(/\b(?:https?:\/\/|www\.)\S/giu)?.length ?? 0;
}

export interface LikeResult {
  quantity: number;
  liked: boolean;
}

// Lone surrogates cannot be stored as UTF-8 (older browsers lack isWellFormed; the server always has it).
const isWellFormed = (text: string) => typeof text.isWellFormed !== "function" || text.isWellFormed();

/** Length in UTF-16 units, as the textarea's `maxlength` counts them. */
export const CommentTextSchema = v.pipe(
  v.string(COMMENT_MESSAGES.commentRequired),
  unifiedLineBreaks,
  v.trim(),
  v.nonEmpty(COMMENT_MESSAGES.commentRequired),
  v.maxLength(COMMENT_MAX, COMMENT_MESSAGES.commentTooLong),
  plainText(COMMENT_MESSAGES.commentInvalid),
);

/** Invisible characters and mixed scripts are refused: they would make two names look alike. */
export const GuestNameSchema = v.pipe(
  v.string(COMMENT_MESSAGES.nameRequired),
  // Before the trim, which would quietly drop a separator at either end.
  v.check((name) => !hasLineSeparators(name), COMMENT_MESSAGES.nameInvalid),
  v.trim(),
  v.nonEmpty(COMMENT_MESSAGES.nameRequired),
  v.minLength(GUEST_NAME_MIN, COMMENT_MESSAGES.nameLength),
  v.maxLength(GUEST_NAME_MAX, COMMENT_MESSAGES.nameLength),
  v.check(
    (name) => isWellFormed(name) && !hasInvisibleCharacters(name) && !mixesScripts(name),
    COMMENT_MESSAGES.nameInvalid,
  ),
);

export const commentTextIssue = (text: unknown) => firstIssue(CommentTextSchema, text);

export const guestNameIssue = (name: unknown) => firstIssue(GuestNameSchema, name);

/** A comment's time as the site writes every time: `dd-mm-rrrr gg:mm`, Polish time. */
export const formatCommentDate = formatPolishDateTime;

function threadOrder(a: CommentItem, b: CommentItem): number {
  return a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1;
}

/** One list in the thread's order from several; later lists win (the loader's page is fresher than older pages). */
export function mergeThread(...lists: readonly CommentItem[][]): CommentItem[] {
  return [...new Map(lists.flat().map((comment) => [comment.id, comment])).values()].sort(threadOrder);
}

export function visibleComments<T>(comments: readonly T[], expanded: boolean): readonly T[] {
  return expanded || comments.length <= VISIBLE_COMMENTS ? comments : comments.slice(-VISIBLE_COMMENTS);
}

export type AuthorKind = "guest" | "user" | "admin";

export function authorKind(comment: Pick<CommentItem, "admin" | "registered">): AuthorKind {
  if (comment.admin) return "admin";
  return comment.registered ? "user" : "guest";
}
