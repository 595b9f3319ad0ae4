import fc from "fast-check";

/*
 * Hostile input for the API fuzzing: strings that break naive code (lone surrogates, direction marks, NUL,
 * lookalikes, injection text, sizes at and past every limit), JSON of the wrong shape, prototype-pollution keys,
 * and bodies that are not JSON at all.
 */

/** Strings chosen for what they break, not at random. */
export const edgeString = fc.constantFrom(
  "",
  " ",
  "   \t\n",
  "\u0000",
  "ab\u0000cd",
  "\uD800",
  "\uDFFF",
  "lone\uD83D",
  "\uDE00end",
  "\u202Egnp.exe",
  "\u200F\u200E\u200B",
  "\uFEFFbom",
  "\u00A0\u2028\u2029",
  "e\u0301\u0301\u0301",
  "👍🏽👨‍👩‍👧",
  "𝕬𝖉𝖒𝖎𝖓",
  "Łódź Ściółka",
  "admin",
  "ADMIN",
  "ala",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "[x](javascript:alert(1))",
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "123",
  "-1",
  "1e309",
  "true",
  "null",
  "[]",
  "{}",
  "%00",
  "%ED%A0%80",
  "../../etc/passwd",
  "\\",
  "\r\n\r\nX-Injected: 1",
);

/** Strings exactly at and just past the limits (2000 comment, 3-20 name, 128 password, 20,000 info). */
export const boundaryString = fc
  .tuple(
    fc.constantFrom(2, 3, 20, 21, 128, 129, 1999, 2000, 2001, 19_999, 20_000, 20_001),
    fc.constantFrom("a", "ą", "👍", " ", "\u0000", "\uD800", "x "),
  )
  // Slicing a run of astral characters can leave half a surrogate pair at the end: wanted here.
  .map(([length, unit]) => unit.repeat(length).slice(0, length));

export const hostileString = fc.oneof(
  { arbitrary: edgeString, weight: 4 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 30 }), weight: 3 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }), weight: 2 },
  { arbitrary: boundaryString, weight: 2 },
  {
    arbitrary: fc.tuple(edgeString, fc.string({ maxLength: 10 }), edgeString).map((parts) => parts.join("")),
    weight: 2,
  },
);

const primitive = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, 1e308, Number.MAX_SAFE_INTEGER + 2, -1),
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON value, nested a little, with hostile strings and keys. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    primitive,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, edgeString), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** The fields some route reads, fields no route should trust, and prototype-pollution keys. */
export const fieldName = fc.oneof(
  {
    arbitrary: fc.constantFrom("comment", "login", "content", "email", "password"),
    weight: 6,
  },
  {
    arbitrary: fc.constantFrom(
      "admin",
      "userId",
      "user_id",
      "registered",
      "section",
      "id",
      "likes",
      "verify",
      "createdAt",
      "__proto__",
      "constructor",
      "prototype",
    ),
    weight: 3,
  },
  { arbitrary: hostileString, weight: 1 },
);

const pollution = fc.constantFrom(
  '{"admin":true,"isAdmin":true,"polluted":"tak"}',
  '{"prototype":{"admin":true,"polluted":"tak"}}',
  "[]",
  "null",
);

/** A plausible value for a field: often right enough to pass validation, so the deeper code runs too. */
const fieldValue = fc.oneof(
  { arbitrary: jsonValue, weight: 3 },
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: fc.constantFrom("Ładny model, gratuluję!", "  z odstępami  ", "Gość z Helu", "ala"), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.stringMatching(/^[a-z]{3,12}$/), fc.constantFrom("example.com", "poczta.pl"))
      .map(([user, domain]) => `${user}@${domain}`),
    weight: 1,
  },
);

/** A JSON object as text, built by hand so `__proto__` stays an own key and keys may repeat. */
export const objectText = fc
  .array(
    fc.oneof(
      {
        arbitrary: fc.tuple(
          fieldName,
          fieldValue.map((value) => JSON.stringify(value) ?? "null"),
        ),
        weight: 8,
      },
      { arbitrary: fc.tuple(fc.constantFrom("__proto__", "constructor"), pollution), weight: 1 },
    ),
    { maxLength: 6 },
  )
  .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`);

/** A request body as text: mostly objects, sometimes any other JSON value, sometimes nothing. */
export const jsonBody = fc.oneof(
  { arbitrary: objectText, weight: 8 },
  { arbitrary: jsonValue.map((value) => JSON.stringify(value) ?? "null"), weight: 2 },
  { arbitrary: fc.constant(undefined), weight: 1 },
);

/** Bodies that are not valid JSON objects: cut short, bad bytes, trailing junk, deep nesting, other values. */
export const malformedBody: fc.Arbitrary<string | Uint8Array<ArrayBuffer>> = fc.oneof(
  objectText
    .filter((text) => text.length > 2)
    .chain((text) => fc.integer({ min: 1, max: text.length - 1 }).map((cut) => text.slice(0, cut))),
  objectText.map((text) => `${text}}`),
  objectText.map((text) => `${text} trailing`),
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    "{'comment':'pojedyncze'}",
    '{"comment":"x",}',
    '{"comment":NaN}',
    '{"comment":"x" /* komentarz */}',
    '{comment:"x"}',
    "null",
    "true",
    "42",
    '"tekst"',
    "[]",
    '[{"comment":"x"}]',
    "[".repeat(5000) + "]".repeat(5000),
    '{"a":'.repeat(3000) + "1" + "}".repeat(3000),
  ),
  fc
    .tuple(objectText, fc.integer({ min: 0, max: 40 }), fc.constantFrom(0xc0, 0xc1, 0xf5, 0xff, 0x80, 0xed))
    .map(([text, at, byte]) => {
      const bytes = new TextEncoder().encode(text);
      const out = new Uint8Array(bytes.length + 1);
      const cut = Math.min(at, bytes.length);
      out.set(bytes.subarray(0, cut));
      out[cut] = byte;
      out.set(bytes.subarray(cut), cut + 1);
      return out;
    }),
);

/** Content types the API must refuse with 415, whatever the body. */
export const wrongContentType = fc.constantFrom(
  null,
  "",
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----granica",
  "text/html",
  "application/xml",
  "application/jsonp",
  "application/javascript",
  "text/json",
  "json",
);

const wrongType = fc.oneof(jsonValue, fc.constantFrom(null, 0, true, [], {}, ["a"], { comment: "x" }));

/** A field's value: usually of the right kind (so the deeper code runs), sometimes hostile, sometimes the wrong type. */
function field(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: plausible, weight: 9 },
    { arbitrary: hostileString, weight: 2 },
    { arbitrary: wrongType, weight: 1 },
  );
}

const commentText = fc.oneof(
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 120 }),
  fc.constantFrom(
    "Piękny model!",
    "  Z odstępami na brzegach  ",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "[klik](javascript:alert(1))",
    "Linia 1\nLinia 2",
  ),
  boundaryString,
);
const guestName = fc.oneof(
  fc.stringMatching(/^[A-Za-zĄąĆćĘęŁłŃńÓóŚśŹźŻż ]{3,20}$/),
  fc.constantFrom("ala", "ALA", "Szef", " bartek ", "Gość z Helu", "<svg/onload=alert()>", "ab", "a".repeat(21)),
);
const loginName = fc.oneof(
  fc.stringMatching(/^[a-z0-9_]{3,20}$/),
  fc.constantFrom("ala", "ALA", "szef", " Bartek ", "Łucja", "xy", "z".repeat(21)),
);
const email = fc.oneof(
  {
    arbitrary: fc
      .tuple(fc.stringMatching(/^[a-z]{1,12}$/), fc.constantFrom("example.com", "poczta.pl"))
      .map(([user, domain]) => `${user}@${domain}`),
    weight: 5,
  },
  { arbitrary: fc.emailAddress(), weight: 1 },
  { arbitrary: fc.constantFrom("ALA@EXAMPLE.COM", "a@b.c", "bez-malpy", " spacja@example.com "), weight: 1 },
);
/** Logins of the fuzzing's accounts (ala, bartek, szef) in several spellings, or anything. */
const signInName = fc.oneof(
  { arbitrary: fc.constantFrom("ala", "ALA", " szef ", "Bartek"), weight: 2 },
  { arbitrary: loginName, weight: 1 },
);
const password = fc.oneof(
  { arbitrary: fc.constant("tajne-haslo"), weight: 2 },
  { arbitrary: fc.string({ maxLength: 140 }), weight: 2 },
  { arbitrary: fc.constantFrom("1234", "12345", "x".repeat(128), "x".repeat(129)), weight: 1 },
);
const infoText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.constantFrom("## Nagłówek\n\n[link](javascript:alert(1)) <b>html</b>", "", " "),
  boundaryString,
);

/** The fields each route reads, by `METHOD /path`. */
const routeFields: Record<string, Record<string, fc.Arbitrary<unknown>>> = {
  "POST /api/comments/:section": { comment: field(commentText), login: field(guestName) },
  "PATCH /api/comments/:section/:id": { comment: field(commentText) },
  "POST /api/info": { content: field(infoText) },
  "POST /api/users": { login: field(loginName), email: field(email), password: field(password) },
  "POST /api/users/verify": { login: field(signInName), password: field(password) },
};

/**
 * A body aimed at one route: its own fields (each maybe missing, hostile or of the wrong type) plus stray fields
 * and prototype-pollution keys, as JSON text.
 */
export function bodyFor(route: string): fc.Arbitrary<string | undefined> {
  const fields = routeFields[route];
  if (!fields) return jsonBody;
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.record(fields), weight: 3 },
        { arbitrary: fc.record(fields, { requiredKeys: [] }), weight: 1 },
      ),
      fc.array(
        fc.tuple(
          fieldName,
          fieldValue.map((value) => JSON.stringify(value) ?? "null"),
        ),
        { maxLength: 2 },
      ),
      fc.option(fc.tuple(fc.constantFrom("__proto__", "constructor"), pollution), { freq: 4 }),
    )
    .map(([own, extra, polluting]) => {
      const entries = [
        ...Object.entries(own).map(([key, value]) => [key, JSON.stringify(value) ?? "null"] as const),
        ...extra,
        ...(polluting ? [polluting] : []),
      ];
      // Stray fields go first: a repeated key's last value is the one JSON.parse keeps, as on the server.
      entries.reverse();
      return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;
    });
}
