import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { REFUSALS } from "./refusal-messages.ts";

const root = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "features", "workers"];
// The seed data has its own typography test (features/catalog/tests/typography.test.ts, decision 022).
const SKIPPED = /(^|\/)(tests|stories)\/|\.(test|stories|css)\.tsx?$|\.d\.ts$|^features\/catalog\/data\//;

function productSources(): string[] {
  return SCANNED.flatMap((top) =>
    readdirSync(path.join(root, top), { recursive: true, encoding: "utf8" })
      .map((file) => `${top}/${file}`)
      .filter((file) => /\.tsx?$/.test(file) && !SKIPPED.test(file)),
  );
}

interface Text {
  where: string;
  text: string;
}

/** Every string, template part and JSX text of a source, so code around them cannot look like prose. */
function textsOf(file: string, source: string): Text[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const texts: Text[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      texts.push({ where: `${file}:${line}`, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return texts;
}

// Code shown or built as text: a program listing, a script, markup, an SVG path.
const CODE = /;\n|\bfunction\s*\(|<\w+[^>]*=\\?"|^M[\d.]/;
const PROSE = /\p{Ll}{2,}[ \u00a0\n]+\p{Ll}{2,}/u;
const UNIT = String.raw`(?:mm|cm|km|m|kg|g|V|mA|A|W|kW|Ω|kΩ|h|min|s|ms|KB|MB|GB|B)(?![\p{L}\d])`;
const RULES: [string, RegExp][] = [
  ["a straight double quote (Polish prose uses „…”)", /"/],
  ["an English opening quote (Polish prose uses „…”)", /“/],
  ["a hyphen between spaces (a dash is ' – ')", /\s-\s/],
  ["a decimal point (Polish uses a comma)", new RegExp(String.raw`\d\.\d+[ \u00a0]*${UNIT}`, "u")],
  ["a number and its unit apart or glued (they take U+00A0)", new RegExp(String.raw`\d(?:[ \t\n]+)?${UNIT}`, "u")],
  ["a number apart from K or % (they take U+00A0)", /\d[ \t\n]+(?:K|%)(?![\p{L}\d])/u],
  ["“±” apart from its number (it takes U+00A0)", /±(?!\u00a0)/],
  // A postal code (00-193) is not a range.
  ["a hyphen in a range of numbers (an en dash)", /(?<![\d.\-/:])(?!\d\d-\d{3}\b)\d{1,4}[°′]?-\d{1,4}[°′]?(?![\d-])/],
];

// The spec's search placeholder keeps its three dots; anywhere else, a word or a label included, they are "…".
const SPEC_DOTS = new Set(["Szukaj..."]);

function threeDots(texts: readonly Text[]): string[] {
  return texts
    .filter(({ text }) => text.includes("...") && !CODE.test(text) && !SPEC_DOTS.has(text.trim()))
    .filter(({ text }) => /\p{L}\.\.\.|\.\.\.\s*$/u.test(text))
    .map(({ where, text }) => `${where} three dots (the ellipsis is one character, …)\n  ${text.trim().slice(0, 80)}`);
}

// A count written by an expression, then its unit: `${ohms} Ω`, `{volts} V`.
const COUNT_THEN_UNIT = new RegExp(String.raw`\}[ \t]+${UNIT}`, "gu");

function unitsAfterExpressions(file: string, source: string): string[] {
  return [...source.matchAll(COUNT_THEN_UNIT)].map(
    (match) =>
      `${file}:${source.slice(0, match.index).split("\n").length} an expression and its unit apart: ${match[0]}`,
  );
}

function typographyFaults(texts: readonly Text[]): string[] {
  return texts
    .filter(({ text }) => PROSE.test(text) && !CODE.test(text))
    .flatMap(({ where, text }) =>
      RULES.filter(([, rule]) => rule.test(text)).map(([fault]) => `${where} ${fault}\n  ${text.trim().slice(0, 80)}`),
    );
}

describe("the typography of the product's Polish texts", () => {
  test("the check finds quotes, hyphens, decimal points and loose units in prose, not in code", () => {
    const faults = typographyFaults(
      textsOf(
        "probe.tsx",
        [
          'const a = "Kliknij \\"Zapisz\\" na dole";',
          'const b = "Strona główna - mapa modeli";',
          "const c = <p>Model ma 39.5 cm długości i waży 2kg</p>;",
          "const d = `Długość ${length} cm, wysokość 30\u00a0cm, cytat „taki” – jak trzeba`;",
          'const e = `int x = 5;\nSerial.println("dioda - 20 mA");`;',
          'const f = "M12 20.5s-7.5-4.6-7.5-10.2";',
          "const g = <p>Barwa 2700–3000 K, tolerancja ± 5 % i zakres 151°-102° tej lampy</p>;",
        ].join("\n"),
      ),
    );
    expect(faults.map((fault) => fault.replace(/\n.*$/s, ""))).toEqual([
      "probe.tsx:1 a straight double quote (Polish prose uses „…”)",
      "probe.tsx:2 a hyphen between spaces (a dash is ' – ')",
      "probe.tsx:3 a decimal point (Polish uses a comma)",
      "probe.tsx:3 a number and its unit apart or glued (they take U+00A0)",
      "probe.tsx:8 a number apart from K or % (they take U+00A0)",
      "probe.tsx:8 “±” apart from its number (it takes U+00A0)",
      "probe.tsx:8 a hyphen in a range of numbers (an en dash)",
    ]);
    expect(
      threeDots(textsOf("probe.tsx", 'const a = "Zapisywanie...";\nconst b = "Szukaj...";\nconst c = [...items];')),
    ).toEqual(["probe.tsx:1 three dots (the ellipsis is one character, …)\n  Zapisywanie..."]);
    expect(unitsAfterExpressions("probe.ts", "const a = `${ohms} Ω`;\nconst b = <b>{volts}\u00a0V</b>;")).toEqual([
      "probe.ts:1 an expression and its unit apart: } Ω",
    ]);
  });

  test("app/, features/ and workers/ write Polish quotes, dashes, decimal commas and bound units", () => {
    const files = productSources();
    expect(files.length).toBeGreaterThan(100);
    const faults = files.flatMap((file) => {
      const source = readFileSync(path.join(root, file), "utf8");
      const texts = textsOf(file, source);
      return [...typographyFaults(texts), ...threeDots(texts), ...unitsAfterExpressions(file, source)];
    });
    expect(faults).toEqual([]);
  });
});

describe("refusals", () => {
  const sources = productSources()
    .filter((file) => file !== "app/lib/refusal-messages.ts")
    .map((file) => ({ file, source: readFileSync(path.join(root, file), "utf8") }));

  test("each refusal is written once, in app/lib/refusal-messages.ts", () => {
    const copies = sources.flatMap(({ file, source }) =>
      Object.values(REFUSALS)
        .filter((text) => source.includes(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(copies).toEqual([]);
  });

  test("no module words a sign-in, administrator-only, too-many or offline refusal of its own", () => {
    // The spec's tooltip for a guest's like (section 8) is kept word for word.
    const SPEC = new Set(["Zaloguj się by oceniać"]);
    const OWN = /^(?:Zaloguj się\b|Zbyt wiele\b|Za dużo\b|Brak uprawnień|Brak połączenia)|\btylko administrator\b/i;
    const own = sources.flatMap(({ file, source }) =>
      textsOf(file, source)
        .filter(({ text }) => OWN.test(text.trim()) && !SPEC.has(text.trim()))
        .map(({ where, text }) => `${where}: ${text.trim()}`),
    );
    expect(own).toEqual([]);
  });
});
