import * as v from "valibot";

export const MODERATION_INTENTS = {
  approve: "moderation-approve",
  reject: "moderation-reject",
  remove: "moderation-delete",
  block: "moderation-block",
  unblock: "moderation-unblock",
  settings: "moderation-settings",
  link: "moderation-link",
} as const;

export const MODERATION_PATH = "/Moderacja";
export const MODERATION_LINK_PATH = "/Moderacja/link";
/** The digest link's query parameter that carries its signed token. */
export const MODERATION_LINK_TOKEN = "t";

export const MODERATION_MESSAGES = {
  unknownComment: "Nie ma takiego komentarza",
  badLimit: "Parametr „limit” musi być liczbą od 1 do 100",
  badCursor: "Parametry „heldBefore” i „blocksBefore” muszą być numerami z poprzedniej strony",
  notHeld: "Ten komentarz nie czeka już na zatwierdzenie",
  idsRequired: "Zaznacz komentarze do usunięcia",
  tooManyIds: "Naraz można usunąć najwyżej 100 komentarzy",
  commentIdInvalid: "Nieprawidłowy numer komentarza",
  blockKind: "Wybierz, kogo zablokować: nazwę gościa, grupę adresów albo użytkownika",
  blockDuration: "Wybierz czas blokady",
  blockNoName: "Podaj nazwę gościa do zablokowania",
  blockNoClient: "Przy tym komentarzu nie zapisano grupy adresów – nie ma czego zablokować",
  blockNoUser: "Ten komentarz napisał gość, więc nie ma konta do zablokowania",
  blockAdmin: "Nie można zablokować administratora",
  unknownBlock: "Nie ma takiej blokady – mogła już zostać zdjęta",
  settingsInvalid: "Nieprawidłowe ustawienia",
  capInvalid: "Dzienny limit musi być liczbą całkowitą od 0 do 1000",
  linkForged: "Ten link jest nieprawidłowy",
  linkExpired: "Ten link wygasł. Komentarz znajdziesz na stronie Moderacja.",
  linkUsed: "Ten link został już użyty",
  linkGone: "Tego komentarza już nie ma",
} as const;

export const BLOCK_DURATIONS = {
  "1h": { label: "1 godzina", ms: 60 * 60_000 },
  "1d": { label: "1 dzień", ms: 24 * 60 * 60_000 },
  "7d": { label: "1 tydzień", ms: 7 * 24 * 60 * 60_000 },
  "30d": { label: "30 dni", ms: 30 * 24 * 60 * 60_000 },
} as const;
export type BlockDuration = keyof typeof BLOCK_DURATIONS;

export type ModerationBlockKind = "name" | "client" | "user";

export const BLOCK_KIND_LABELS: Record<ModerationBlockKind, string> = {
  name: "nazwa gościa",
  client: "grupa adresów",
  user: "użytkownik",
};

export type LinkAction = "approve" | "delete";

export interface ModerationComment {
  id: number;
  section: string;
  page: string;
  href: string;
  login: string;
  comment: string;
  createdAt: string;
  held: boolean;
  registered: boolean;
  admin: boolean;
  /** A short opaque label of the author's client group (a prefix of its keyed hash), never an address. */
  client: string | null;
}

export interface ModerationBlock {
  id: number;
  kind: ModerationBlockKind;
  label: string;
  until: string;
  createdBy: string;
  createdAt: string;
}

export interface ModerationLogEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  detail: string;
}

/** A list's size and the `…Before` cursor of its next page (`null`: this is the last). */
export interface ListPage {
  total: number;
  next: number | null;
}

export const MODERATION_PAGE_DEFAULT = 50;
export const MODERATION_PAGE_MAX = 100;

export interface ModerationOverview {
  held: ModerationComment[];
  recent: ModerationComment[];
  blocks: ModerationBlock[];
  settings: { approveFirstGuestComments: boolean; guestDailyCap: number };
  history: ModerationLogEntry[];
  /** The held comments and the blocks come a page at a time (`?limit=&heldBefore=&blocksBefore=`). */
  paging?: { held: ListPage; blocks: ListPage };
}

export type LinkPreview =
  | { ok: true; action: LinkAction; comment: Pick<ModerationComment, "page" | "href" | "login" | "comment" | "held"> }
  | { ok: false; error: string };

export const CommentIdSchema = v.pipe(
  v.number(MODERATION_MESSAGES.commentIdInvalid),
  v.safeInteger(MODERATION_MESSAGES.commentIdInvalid),
  v.minValue(1, MODERATION_MESSAGES.commentIdInvalid),
);

export const DeleteManySchema = v.pipe(
  v.array(CommentIdSchema, MODERATION_MESSAGES.idsRequired),
  v.minLength(1, MODERATION_MESSAGES.idsRequired),
  v.maxLength(100, MODERATION_MESSAGES.tooManyIds),
);

export const BlockInputSchema = v.object({
  kind: v.picklist(["name", "client", "user"], MODERATION_MESSAGES.blockKind),
  duration: v.picklist(Object.keys(BLOCK_DURATIONS) as BlockDuration[], MODERATION_MESSAGES.blockDuration),
  commentId: v.optional(CommentIdSchema),
  name: v.optional(v.pipe(v.string(MODERATION_MESSAGES.blockNoName), v.trim(), v.maxLength(40))),
});
export type BlockInput = v.InferOutput<typeof BlockInputSchema>;

export const SettingsInputSchema = v.object(
  {
    approveFirstGuestComments: v.optional(v.boolean(MODERATION_MESSAGES.settingsInvalid)),
    guestDailyCap: v.optional(
      v.pipe(
        v.number(MODERATION_MESSAGES.capInvalid),
        v.integer(MODERATION_MESSAGES.capInvalid),
        v.minValue(0, MODERATION_MESSAGES.capInvalid),
        v.maxValue(1000, MODERATION_MESSAGES.capInvalid),
      ),
    ),
  },
  MODERATION_MESSAGES.settingsInvalid,
);
