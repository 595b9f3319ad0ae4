import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CSSProperties, ReactNode } from "react";
import { expect, within } from "storybook/test";
import { breakpoints, darkColors, fontSizeSteps, lightColors, sharedTokens, vars } from "./theme.css.ts";

type ColorToken = keyof typeof lightColors;

/**
 * The colour a token is usually read on or against, for its contrast figure: a text colour against the page, a
 * background against the text it carries. Translucent tokens (backdrop, shadow) are composited over the page.
 */
const USUAL_PARTNER: Record<ColorToken, ColorToken> = {
  page: "text",
  surface: "text",
  surfaceRaised: "text",
  text: "page",
  textMuted: "page",
  border: "surface",
  accent: "onAccent",
  accentText: "page",
  onAccent: "accent",
  header: "onHeader",
  onHeader: "header",
  focus: "page",
  danger: "page",
  success: "page",
  backdrop: "surfaceRaised",
  shadow: "page",
  ribbon: "onAccent",
};

/** WCAG's minimum for text: 4.5 for body text, 3 for large text and for the parts of a control (1.4.11). */
const TEXT_CONTRAST = 4.5;
const NON_TEXT_CONTRAST = 3;
const NON_TEXT: ReadonlySet<ColorToken> = new Set(["border", "focus"]);
// Depth, not something to read: their figure is shown without a minimum.
const NO_MINIMUM: ReadonlySet<ColorToken> = new Set(["backdrop", "shadow"]);

type Rgba = [number, number, number, number];

function parseColor(value: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex?.[1]) {
    const n = parseInt(hex[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(value);
  if (rgba?.[1]) {
    const [r = 0, g = 0, b = 0, a = 1] = rgba[1].split(",").map(Number);
    return [r, g, b, a];
  }
  throw new Error(`UI/Theme reads #rrggbb and rgb(a) colours only, not ${value}`);
}

/** A translucent colour as it shows over an opaque one. */
function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

// WCAG 2.x relative luminance and contrast ratio.
function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(foreground: string, background: string, page: string): number {
  const base = parseColor(page);
  const [a, b] = [over(parseColor(foreground), base), over(parseColor(background), base)];
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const cell: CSSProperties = {
  padding: "0.4rem 0.6rem",
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
};
const mono: CSSProperties = { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm };

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: vars.space.xxl }} aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Swatch({ colors, token }: { colors: typeof lightColors; token: ColorToken }) {
  const partner = USUAL_PARTNER[token];
  const ratio = contrast(colors[token], colors[partner], colors.page);
  const needed = NON_TEXT.has(token) ? NON_TEXT_CONTRAST : TEXT_CONTRAST;
  return (
    <td style={cell}>
      <div style={{ display: "flex", alignItems: "center", gap: vars.space.sm }}>
        <span
          aria-hidden="true"
          style={{
            display: "inline-grid",
            placeItems: "center",
            width: "3rem",
            height: "2rem",
            borderRadius: vars.radius.sm,
            border: `1px solid ${colors.border}`,
            background: colors.page,
            backgroundImage: `linear-gradient(${colors[token]}, ${colors[token]})`,
            color: colors[partner],
            fontWeight: 700,
          }}
        >
          Aa
        </span>
        <span style={mono}>
          {colors[token]}
          <br />
          <span data-contrast={token}>
            {ratio.toFixed(2)}:1 {NO_MINIMUM.has(token) ? "" : ratio >= needed ? "✓" : `< ${needed}`}
          </span>
        </span>
      </div>
    </td>
  );
}

function Colours() {
  const tokens = Object.keys(lightColors) as ColorToken[];
  return (
    <Block title="Colours">
      <p>
        Every colour of the contract in both schemes, with its contrast against the colour it is usually read on or
        against (in brackets): text needs {TEXT_CONTRAST}:1, borders and the focus ring {NON_TEXT_CONTRAST}:1; the
        backdrop and the shadow have no minimum.
      </p>
      <table style={{ borderCollapse: "collapse", width: "100%" }}>
        <thead>
          <tr>
            <th style={cell}>token</th>
            <th style={cell}>light</th>
            <th style={cell}>dark</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token} data-token={token}>
              <th scope="row" style={{ ...cell, ...mono, fontWeight: 400 }}>
                color.{token}
                <br />({USUAL_PARTNER[token]})
              </th>
              <Swatch colors={lightColors} token={token} />
              <Swatch colors={darkColors} token={token} />
            </tr>
          ))}
        </tbody>
      </table>
    </Block>
  );
}

const SAMPLE = "Latarnia morska Hel, zamek w Będzinie — ąćęłńóśźż";

function TypeScale() {
  const sizes = Object.entries(sharedTokens.fontSize) as [keyof typeof sharedTokens.fontSize, string][];
  const steps = Object.entries(fontSizeSteps);
  return (
    <Block title="Type">
      <p>
        The font-size setting (Wielkość czcionki: mała, średnia, duża = steps 1, 2, 3) sets the body text; the
        scale&apos;s tokens are in rem, so text sized by a token keeps its size at every setting.
      </p>
      <table style={{ borderCollapse: "collapse", width: "100%" }}>
        <thead>
          <tr>
            <th style={cell}>token</th>
            {steps.map(([step, size]) => (
              <th key={step} style={cell}>
                setting {step} (body {size})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" style={{ ...cell, ...mono, fontWeight: 400 }}>
              body text
            </th>
            {steps.map(([step, size]) => (
              <td key={step} style={{ ...cell, fontSize: size }}>
                {SAMPLE}
              </td>
            ))}
          </tr>
          {sizes.map(([name, size]) => (
            <tr key={name}>
              <th scope="row" style={{ ...cell, ...mono, fontWeight: 400 }}>
                fontSize.{name} {size}
              </th>
              {steps.map(([step, body]) => (
                <td key={step} style={{ ...cell, fontSize: body }}>
                  <span style={{ fontSize: vars.fontSize[name] }}>Zamek w Będzinie</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {(Object.keys(sharedTokens.font) as (keyof typeof sharedTokens.font)[]).map((font) => (
        <p key={font} style={{ fontFamily: vars.font[font] }}>
          <span style={mono}>font.{font}</span>: {SAMPLE}
          <br />
          <span style={{ ...mono, color: vars.color.textMuted }}>{sharedTokens.font[font]}</span>
        </p>
      ))}
    </Block>
  );
}

function Spacing() {
  return (
    <Block title="Spacing">
      {(Object.keys(sharedTokens.space) as (keyof typeof sharedTokens.space)[]).map((name) => (
        <div
          key={name}
          style={{ display: "flex", alignItems: "center", gap: vars.space.md, marginBottom: vars.space.xs }}
        >
          <span style={{ ...mono, width: "10rem" }}>
            space.{name} {sharedTokens.space[name]}
          </span>
          <span style={{ width: vars.space[name], height: "1rem", background: vars.color.accent }} />
        </div>
      ))}
    </Block>
  );
}

function Shapes() {
  const tile: CSSProperties = {
    display: "grid",
    placeItems: "center",
    width: "9rem",
    height: "5rem",
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    textAlign: "center",
    ...mono,
  };
  return (
    <>
      <Block title="Radii">
        <div style={{ display: "flex", flexWrap: "wrap", gap: vars.space.lg }}>
          {(Object.keys(sharedTokens.radius) as (keyof typeof sharedTokens.radius)[]).map((name) => (
            <div key={name} style={{ ...tile, borderRadius: vars.radius[name] }}>
              radius.{name}
              <br />
              {sharedTokens.radius[name]}
            </div>
          ))}
        </div>
      </Block>
      <Block title="Shadows">
        <div style={{ display: "flex", flexWrap: "wrap", gap: vars.space.xl }}>
          {(Object.keys(sharedTokens.shadow) as (keyof typeof sharedTokens.shadow)[]).map((name) => (
            <div
              key={name}
              style={{ ...tile, border: "none", borderRadius: vars.radius.md, boxShadow: vars.shadow[name] }}
            >
              shadow.{name}
              <br />
              {sharedTokens.shadow[name].replace(/ var\(.*\)$/, "")}
            </div>
          ))}
        </div>
      </Block>
    </>
  );
}

function LayoutAndMotion() {
  return (
    <>
      <Block title="Widths and breakpoints">
        <ul style={mono}>
          {Object.entries(breakpoints).map(([name, px]) => (
            <li key={name}>
              breakpoints.{name}: {px}px (media.small up to {px}px, media.large above)
            </li>
          ))}
          {(Object.keys(sharedTokens.width) as (keyof typeof sharedTokens.width)[]).map((name) => (
            <li key={name}>
              width.{name}: {sharedTokens.width[name]}
            </li>
          ))}
          <li>height.header: {sharedTokens.height.header}</li>
        </ul>
      </Block>
      <Block title="Motion">
        <p>Durations of transitions; with reduced motion preferred they are switched off.</p>
        <ul style={mono}>
          {(Object.keys(sharedTokens.duration) as (keyof typeof sharedTokens.duration)[]).map((name) => (
            <li key={name}>
              duration.{name}: {sharedTokens.duration[name]}
            </li>
          ))}
        </ul>
      </Block>
    </>
  );
}

function ThemeTokens() {
  return (
    <main style={{ maxWidth: vars.width.content, margin: "0 auto", padding: vars.space.lg }}>
      <h1>Theme</h1>
      <Colours />
      <TypeScale />
      <Spacing />
      <Shapes />
      <LayoutAndMotion />
    </main>
  );
}

const meta = {
  title: "UI/Theme",
  component: ThemeTokens,
  // The page itself is the documentation: a props table of a component without props would say nothing.
  tags: ["!autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The theme contract of app/ui/theme.css.ts on one page: every colour token in both schemes with its contrast, the type scale at the three font-size settings, spacing, radii, shadows, breakpoints and motion durations, all read from the theme's own values.",
      },
    },
  },
} satisfies Meta<typeof ThemeTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Theme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole("row").filter((row) => row.dataset.token);
    await expect(rows.map((row) => row.dataset.token)).toEqual(Object.keys(lightColors));
    // The body text on the page in the light scheme, #1f1c18 on #f4f0e8: 14.93 by the WCAG formula.
    await expect(canvasElement.querySelector("[data-token='text'] [data-contrast='text']")).toHaveTextContent(
      /^14\.93:1 ✓$/,
    );
  },
};

export const Dark: Story = { ...Theme, globals: { theme: "dark" } };
