import { countNoun, NOUNS } from "#app/lib/plural.ts";
import { data, type ActionFunctionArgs } from "react-router";
import type { ActionAnswer } from "#app/lib/action-answer.ts";
import {
  BLOCK_DURATIONS,
  BLOCK_KIND_LABELS,
  MODERATION_INTENTS,
  type BlockDuration,
  type LinkAction,
  type LinkPreview,
  type ModerationBlockKind,
  type ModerationComment,
  type ModerationOverview,
} from "../moderation-model.ts";

const AT = Date.parse("2026-11-20T18:30:00Z");
const minutes = (n: number) => new Date(AT - n * 60_000).toISOString();

export function buildComment(overrides: Partial<ModerationComment> & { id: number }): ModerationComment {
  return {
    section: "Hel",
    page: "Latarnia Morska Hel",
    href: `/Hel#komentarz-${overrides.id}`,
    login: "Gość Janek",
    comment: "Piękny model, ile czasu zajęło sklejenie?",
    createdAt: minutes(overrides.id),
    held: false,
    registered: false,
    admin: false,
    client: "#k3Q9xZ1a",
    ...overrides,
  };
}

export const HELD: ModerationComment[] = [
  buildComment({
    id: 41,
    held: true,
    login: "Promocje24",
    comment: "Tanie kleje! http://example.com/a http://example.com/b http://example.com/c",
    client: "#Zr8pQw2L",
  }),
  buildComment({
    id: 40,
    held: true,
    section: "Oswietlenie",
    page: "Oświetlenie modeli",
    href: "/Oswietlenie#komentarz-40",
    login: "Marta z Gdyni",
    comment: "Dzień dobry, pierwszy raz tutaj. Jakie diody polecacie do latarni w skali 1:250?",
  }),
];

export const RECENT: ModerationComment[] = [
  buildComment({ id: 39, login: "kasia_m", registered: true, client: "#aP0vB7nC", comment: "Świetne zdjęcia nocą!" }),
  buildComment({
    id: 38,
    section: "Krynica Morska",
    page: "Krynica Morska",
    href: "/Krynica%20Morska#komentarz-38",
    login: "Paweł",
    admin: true,
    registered: true,
    client: null,
    comment: "Dziękuję! Kolejne modele już w drodze.",
  }),
  buildComment({ id: 37, login: "Tomek", comment: "A gdzie można kupić ten wycinankowy arkusz?" }),
];

export function buildOverview(overrides: Partial<ModerationOverview> = {}): ModerationOverview {
  return {
    held: [],
    recent: [],
    blocks: [],
    settings: { approveFirstGuestComments: false, guestDailyCap: 30 },
    history: [],
    ...overrides,
  };
}

export const BUSY_OVERVIEW = buildOverview({
  held: HELD,
  recent: RECENT,
  history: [
    {
      id: 3,
      at: minutes(5),
      actor: "admin",
      action: "usunięcie 2 komentarzy",
      detail: "komentarz #35 (Spam, Hel); komentarz #36 (Spam, Hel)",
    },
    { id: 2, at: minutes(30), actor: "link z e-maila", action: "zatwierdzenie", detail: "komentarz #33 (Ola, Hel)" },
    { id: 1, at: minutes(90), actor: "admin", action: "ustawienia", detail: "dzienny limit gości: 30" },
  ],
});

export const BLOCKED_OVERVIEW = buildOverview({
  recent: RECENT,
  blocks: [
    {
      id: 2,
      kind: "client",
      label: "#Zr8pQw2L (Promocje24)",
      until: new Date(AT + 7 * 86_400_000).toISOString(),
      createdBy: "admin",
      createdAt: minutes(10),
    },
    {
      id: 1,
      kind: "name",
      label: "Promocje24",
      until: new Date(AT + 86_400_000).toISOString(),
      createdBy: "admin",
      createdAt: minutes(11),
    },
  ],
  settings: { approveFirstGuestComments: true, guestDailyCap: 10 },
  history: [
    {
      id: 2,
      at: minutes(10),
      actor: "admin",
      action: "blokada",
      detail: "grupa adresów #Zr8pQw2L (Promocje24) na 1 tydzień",
    },
    { id: 1, at: minutes(11), actor: "admin", action: "blokada", detail: "nazwa gościa Promocje24 na 1 dzień" },
  ],
});

export interface FakeModerationOptions {
  /** Every action is refused with this status and message. */
  refuse?: { status: number; error: string };
}

/** A posted form as the fake action saw it: each field once, or a list when it came several times. */
export type PostedForm = Record<string, string | string[]>;

async function readForm(request: Request): Promise<PostedForm> {
  const form = await request.formData();
  const posted: PostedForm = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name).map(String);
    posted[name] = values.length === 1 ? values[0]! : values;
  }
  return posted;
}

const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

function refusal(intent: string, status: number, error: string, posted: PostedForm) {
  const values = Object.fromEntries(Object.entries(posted).filter(([, value]) => typeof value === "string"));
  const answer: ActionAnswer = { intent, ok: false, status, error, values: values as Record<string, string> };
  return data(answer, { status });
}

/**
 * A stand-in for /Moderacja's action holding the overview in memory, and the page's loader reading it, so stories
 * and tests see each form's post and the loader's revalidation without a server.
 */
export function createFakeModeration(initial: ModerationOverview, options: FakeModerationOptions = {}) {
  let overview = structuredClone(initial);
  let nextId = 100;
  const posts: PostedForm[] = [];

  function record(action: string, detail: string) {
    overview.history = [
      { id: nextId++, at: new Date(AT).toISOString(), actor: "admin", action, detail },
      ...overview.history,
    ];
  }

  const action = async ({ request }: ActionFunctionArgs) => {
    const posted = await readForm(request);
    posts.push(posted);
    const intent = String(posted.intent);
    if (options.refuse) return refusal(intent, options.refuse.status, options.refuse.error, posted);
    const ids = list(posted.id).map(Number);
    const all = [...overview.held, ...overview.recent];
    let answer: unknown;
    if (intent === MODERATION_INTENTS.approve) {
      const comment = overview.held.find((item) => item.id === ids[0])!;
      overview.held = overview.held.filter((item) => item !== comment);
      overview.recent = [{ ...comment, held: false }, ...overview.recent];
      record("zatwierdzenie", `komentarz #${comment.id}`);
      answer = { approved: comment.id };
    } else if (intent === MODERATION_INTENTS.reject || intent === MODERATION_INTENTS.remove) {
      overview.held = overview.held.filter((item) => !ids.includes(item.id));
      overview.recent = overview.recent.filter((item) => !ids.includes(item.id));
      record(
        intent === MODERATION_INTENTS.reject ? "odrzucenie" : `usunięcie: ${countNoun(ids.length, NOUNS.comment)}`,
        ids.map((id) => `#${id}`).join(", "),
      );
      answer = intent === MODERATION_INTENTS.reject ? { rejected: ids[0] } : { deleted: ids.length };
    } else if (intent === MODERATION_INTENTS.block) {
      const kind = posted.kind as ModerationBlockKind;
      const comment = all.find((item) => item.id === Number(posted.commentId));
      const name = typeof posted.name === "string" ? posted.name.trim() : "";
      if (kind === "name" && !name && !comment) {
        return refusal(intent, 400, "Podaj nazwę gościa do zablokowania", posted);
      }
      const label = kind === "client" ? `${comment?.client} (${comment?.login})` : name || comment!.login;
      const duration = BLOCK_DURATIONS[posted.duration as BlockDuration];
      const id = nextId++;
      overview.blocks = [
        {
          id,
          kind,
          label,
          until: new Date(AT + duration.ms).toISOString(),
          createdBy: "admin",
          createdAt: new Date(AT).toISOString(),
        },
        ...overview.blocks,
      ];
      record("blokada", `${BLOCK_KIND_LABELS[kind]} ${label} na ${duration.label}`);
      answer = { block: id };
    } else if (intent === MODERATION_INTENTS.unblock) {
      overview.blocks = overview.blocks.filter((block) => block.id !== ids[0]);
      record("zdjęcie blokady", String(ids[0]));
      answer = { lifted: ids[0] };
    } else if (intent === MODERATION_INTENTS.settings) {
      const cap = Number(posted.guestDailyCap);
      if (!Number.isInteger(cap) || cap < 0 || cap > 1000) {
        return refusal(intent, 400, "Dzienny limit musi być liczbą całkowitą od 0 do 1000", posted);
      }
      overview.settings = {
        approveFirstGuestComments: posted.approveFirstGuestComments !== undefined,
        guestDailyCap: cap,
      };
      record("ustawienia", JSON.stringify(overview.settings));
      answer = { settings: overview.settings };
    } else {
      return refusal(intent, 400, "Nieznana akcja formularza", posted);
    }
    overview = { ...overview };
    const done: ActionAnswer = { intent, ok: true, data: answer };
    return done;
  };

  const pageLoader = () => ({ overview });
  return { action, posts, pageLoader, current: () => overview };
}

export type FakeModeration = ReturnType<typeof createFakeModeration>;

/**
 * A stand-in for the mailed link's page: its loader and its action, which acts once and then finds the link used,
 * as the server does.
 */
export function createFakeModerationLink(
  preview: LinkPreview,
  answer: { done: LinkAction } | { status: number; error: string } = { done: "approve" },
) {
  let current = preview;
  const posts: PostedForm[] = [];
  const action = async ({ request }: ActionFunctionArgs) => {
    const posted = await readForm(request);
    posts.push(posted);
    const intent = MODERATION_INTENTS.link;
    if ("error" in answer) return refusal(intent, answer.status, answer.error, posted);
    const comment = current.ok ? current.comment : null;
    current = { ok: false, error: "Ten link został już użyty" };
    const done: ActionAnswer = { intent, ok: true, data: { done: answer.done, comment } };
    return done;
  };
  return { action, posts, pageLoader: () => ({ token: "podpisany.token", preview: current }) };
}
