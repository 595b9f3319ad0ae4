// A seeded PRNG per (component, scene, number) so re-running the seed gives the very same pictures. Only plain
// SVG 1.1 that librsvg (sharp) renders: gradients, paths, shapes, opacity, clip paths, patterns, a colour matrix.

export type ArtCategory = "zamki i ratusze" | "latarnie morskie" | "kościoły" | "kosmos" | "figurki" | "samoloty" | "";
export type ArtScene = "dzień" | "noc" | "budowa" | "filmy" | "zima" | "model" | "podstawka";
export interface ArtSubject {
  component: string;
  name: string;
  category: ArtCategory;
}

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

type Rng = () => number;

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function makeRng(seed: string): Rng {
  let a = hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rnd(r: Rng, a: number, b: number): number {
  return a + (b - a) * r();
}

function pick<T>(r: Rng, items: readonly T[]): T {
  return items[Math.floor(r() * items.length) % items.length] as T;
}

/** A number for an attribute: at most one decimal. */
function n(x: number): string {
  const v = Math.round(x * 10) / 10;
  return String(v === 0 ? 0 : v);
}

function pts(list: readonly number[]): string {
  let out = "";
  for (let i = 0; i + 1 < list.length; i += 2)
    out += `${i ? " " : ""}${n(list[i] as number)},${n(list[i + 1] as number)}`;
  return out;
}

function mirrorX(list: readonly number[]): number[] {
  return list.map((v, i) => (i % 2 === 0 ? -v : v));
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}
function poly(list: readonly number[], fill: string, extra = ""): string {
  return `<polygon points="${pts(list)}" fill="${fill}"${extra}/>`;
}
function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}
function stroke(d: string, color: string, width: number, extra = ""): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}"${extra}/>`;
}
function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}
function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}
function op(o: number): string {
  return ` opacity="${Math.round(o * 100) / 100}"`;
}

function toRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
function toHex(r: number, g: number, b: number): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = toRgb(a);
  const [r2, g2, b2] = toRgb(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}
function hsl(h: number, s: number, l: number): string {
  s /= 100;
  l /= 100;
  const k = (m: number) => (m + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (m: number) => l - a * Math.max(-1, Math.min(k(m) - 3, Math.min(9 - k(m), 1)));
  return toHex(255 * f(0), 255 * f(8), 255 * f(4));
}

function textWidth(text: string, size: number, bold: boolean): number {
  let w = 0;
  for (const ch of text) {
    if (ch === " ") w += 0.33;
    else if ("il.,:;'|!".includes(ch)) w += 0.32;
    else if ("mwMWŚŻ".includes(ch)) w += 0.9;
    else if (ch >= "A" && ch <= "Z") w += 0.72;
    else if (/[0-9]/.test(ch)) w += 0.64;
    else w += 0.6;
  }
  return w * size * (bold ? 1.08 : 1);
}

type Light = "day" | "night" | "winter" | "studio";

interface Ctx {
  /** Scene randomness (camera, weather, lit windows). */
  r: Rng;
  /** Subject randomness: stable per component, so a model looks the same on every photo. */
  sr: Rng;
  light: Light;
  night: boolean;
  snow: boolean;
  defs: string[];
  prefix: string;
  /** Surface colour in the current light. */
  c: (hex: string) => string;
  /** Lit surface (LED / floodlit): darkened less at night. */
  lit: (hex: string) => string;
  /** A window pane: lit at night, dark glass by day. */
  win: () => string;
  id: (name: string) => string;
}

function makeCtx(subject: ArtSubject, r: Rng, light: Light, prefix: string): Ctx {
  const night = light === "night";
  const snow = light === "winter";
  const nightTint = "#0c1530";
  const ctx: Ctx = {
    r,
    sr: makeRng(`subject:${subject.component}:${subject.name}`),
    light,
    night,
    snow,
    defs: [],
    prefix,
    c: (hex) => (night ? mix(hex, nightTint, 0.6) : snow ? mix(hex, "#c8d2de", 0.12) : hex),
    lit: (hex) => (night ? mix(hex, "#1a2440", 0.3) : snow ? mix(hex, "#c8d2de", 0.1) : hex),
    win: () => {
      if (night) return r() < 0.82 ? pick(r, ["#ffd36b", "#ffc857", "#ffe08f", "#ffb84d"]) : "#1d2433";
      return snow ? pick(r, ["#3a4656", "#4a5666"]) : pick(r, ["#2f3b4a", "#3d4b5c", "#34404f"]);
    },
    id: (name) => `${prefix}${name}`,
  };
  return ctx;
}

function commonDefs(ctx: Ctx): void {
  ctx.defs.push(
    `<linearGradient id="${ctx.id("cyl")}" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".32"/><stop offset=".38" stop-color="#fff" stop-opacity=".2"/><stop offset=".7" stop-color="#000" stop-opacity=".05"/><stop offset="1" stop-color="#000" stop-opacity=".42"/></linearGradient>`,
    `<radialGradient id="${ctx.id("glow")}"><stop offset="0" stop-color="#ffe6a0" stop-opacity=".8"/><stop offset=".4" stop-color="#ffd27a" stop-opacity=".3"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${ctx.id("shadow")}"><stop offset="0" stop-color="#000" stop-opacity=".45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  );
}

function url(ctx: Ctx, name: string): string {
  return `url(#${ctx.id(name)})`;
}

/** A shape drawn in local units: base line at y = 0, up is negative. */
interface Drawn {
  body: string;
  /** Drawn behind the body (light beams, halos), same transform. */
  back?: string;
  x0: number;
  x1: number;
  top: number;
}

function crenels(x0: number, x1: number, y: number, w: number, h: number): string {
  let d = "";
  for (let x = x0; x + w <= x1 + 0.01; x += w * 2) d += `M${n(x)} ${n(y)}h${n(w)}v${n(-h)}h${n(-w)}z`;
  return d;
}

function arch(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${n(x)} ${n(y + h)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h)}Z`;
}

function pointed(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y + h)}V${n(y + w * 0.7)}Q${n(x)} ${n(y + w * 0.1)} ${n(x + w / 2)} ${n(y)}Q${n(x + w)} ${n(y + w * 0.1)} ${n(x + w)} ${n(y + w * 0.7)}V${n(y + h)}Z`;
}

function snowLine(ctx: Ctx, d: string, width = 4): string {
  return ctx.snow ? stroke(d, "#f5f8fc", width, ' stroke-linejoin="round" stroke-linecap="round"') : "";
}

function star(cx: number, cy: number, R: number, r: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 ? r : R;
    out.push(cx + Math.cos(a) * rad, cy + Math.sin(a) * rad);
  }
  return out;
}

type Kind =
  | "lighthouse"
  | "castle"
  | "townhall"
  | "gate"
  | "church"
  | "stave"
  | "saturn"
  | "rover"
  | "starship"
  | "rocket"
  | "jet"
  | "figure"
  | "skyscrapers"
  | "bunker";

function kindOf(s: ArtSubject): Kind {
  const key = `${s.component} ${s.name}`.toLowerCase();
  switch (s.category) {
    case "latarnie morskie":
      return "lighthouse";
    case "zamki i ratusze":
      if (key.includes("brama")) return "gate";
      if (key.includes("ratusz")) return "townhall";
      return "castle";
    case "kościoły":
      return key.includes("wang") || key.includes("stav") ? "stave" : "church";
    case "kosmos":
      if (key.includes("curiosity") || key.includes("łazik") || key.includes("rover")) return "rover";
      if (key.includes("starship")) return "starship";
      if (key.includes("saturn")) return "saturn";
      return "rocket";
    case "samoloty":
      return "jet";
    case "figurki":
      return "figure";
    default:
      if (key.includes("wieżow") || key.includes("wiezow") || key.includes("new york") || key.includes(" ny"))
        return "skyscrapers";
      if (key.includes("szaniec") || key.includes("bunk") || key.includes("schron")) return "bunker";
      if (key.includes("ratusz")) return "townhall";
      return "castle";
  }
}

function drawLighthouse(x: Ctx): Drawn {
  const sr = x.sr;
  const style = Math.floor(sr() * 3);
  const H = Math.round(rnd(sr, 160, 180));
  const bw = 25;
  const tw = 16;
  const tower = [-bw, 0, -tw, -H, tw, -H, bw, 0];
  const clip = x.id("tower");
  x.defs.push(`<clipPath id="${clip}"><polygon points="${pts(tower)}"/></clipPath>`);
  const red = x.lit(style === 2 ? "#f2efe8" : "#b2442d");
  const white = x.lit("#f3efe6");
  const roofCol = x.c(style === 1 ? "#2c3236" : style === 2 ? "#b03a2a" : "#3f6f62");
  let b = "";
  let back = "";
  // keeper's house
  const hx0 = -84;
  const hx1 = -34;
  b += rect(hx0, -34, hx1 - hx0, 34, x.c("#ebe3d2"));
  b += poly([hx0 - 5, -34, (hx0 + hx1) / 2, -58, hx1 + 5, -34], x.c("#a4412c"));
  b += snowLine(x, `M${hx0 - 5} -34L${(hx0 + hx1) / 2} -58L${hx1 + 5} -34`);
  b += rect(-76, -25, 8, 11, x.win()) + rect(-58, -25, 8, 11, x.win()) + rect(-46, -20, 7, 20, x.c("#5b3b27"));
  b += rect(hx0 - 6, -3, 18, 3, x.c("#7a6a55"));
  // tower
  b += poly(tower, red);
  let bands = "";
  if (style === 1) {
    for (let i = 0; i < 6; i += 2) bands += rect(-bw, -H + (i * H) / 6, bw * 2, H / 6, white);
  } else if (style === 0) {
    let d = "";
    for (let y = -6; y > -H; y -= 6) d += `M${-bw} ${y}H${bw}`;
    bands += stroke(d, "#000", 0.6, op(0.18));
    bands += rect(-bw, -H, bw * 2, 12, white) + rect(-bw, -H * 0.55, bw * 2, 6, white);
  } else {
    bands += rect(-bw, -H, bw * 2, 20, x.lit("#2d3338"));
  }
  b += `<g clip-path="url(#${clip})">${bands}${rect(-bw, -H, bw * 2, H, url(x, "cyl"))}</g>`;
  for (const y of [-48, -88, -128]) b += rect(-2.5, y + H / 6 - 20, 5, 9, x.win());
  b += path(arch(-6, -16, 12, 16), x.c("#4a3322"));
  // gallery, lantern
  const gy = -H;
  b += poly([-tw, gy + 6, -tw - 8, gy, tw + 8, gy, tw, gy + 6], x.c("#3a3d40"));
  b += rect(-tw - 8, gy - 3, (tw + 8) * 2, 3, x.c("#2e3134"));
  let rail = `M${-tw - 7} ${gy - 11}H${tw + 7}`;
  for (let xx = -tw - 7; xx <= tw + 7; xx += 4.6) rail += `M${n(xx)} ${gy - 11}V${gy - 3}`;
  b += stroke(rail, x.c("#2e3134"), 1.2);
  const glass = x.night ? "#fff1b0" : x.c("#a9c3cf");
  b += rect(-12, gy - 9, 24, 6, x.c("#2e3134"));
  b += rect(-10, gy - 33, 20, 24, glass);
  b += stroke(`M-5 ${gy - 33}V${gy - 9}M0 ${gy - 33}V${gy - 9}M5 ${gy - 33}V${gy - 9}`, x.c("#2e3134"), 1);
  b += path(`M-14 ${gy - 33}Q0 ${gy - 54} 14 ${gy - 33}Z`, roofCol);
  b += snowLine(x, `M-13 ${gy - 34}Q0 ${gy - 53} 13 ${gy - 34}`, 3);
  b += stroke(`M0 ${gy - 44}V${gy - 60}`, roofCol, 1.6) + circle(0, gy - 61, 2.4, roofCol);
  if (x.night) {
    const ly = gy - 21;
    const dir = x.r() < 0.5 ? 1 : -1;
    x.defs.push(
      `<linearGradient id="${x.id("beam")}" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#fff4c4" stop-opacity=".75"/><stop offset="1" stop-color="#fff4c4" stop-opacity="0"/></linearGradient>`,
      `<linearGradient id="${x.id("beam2")}" x1="1" x2="0" y1="0" y2="0"><stop offset="0" stop-color="#fff4c4" stop-opacity=".35"/><stop offset="1" stop-color="#fff4c4" stop-opacity="0"/></linearGradient>`,
    );
    const L = 620;
    const spread = rnd(x.r, 40, 70);
    const tilt = rnd(x.r, -60, -20);
    back += poly(
      dir > 0
        ? [0, ly, L, ly + tilt - spread, L, ly + tilt + spread]
        : [0, ly, -L, ly + tilt - spread, -L, ly + tilt + spread],
      url(x, dir > 0 ? "beam" : "beam2"),
    );
    back += poly(
      dir > 0 ? [0, ly, -260, ly - 30, -260, ly + 14] : [0, ly, 260, ly - 30, 260, ly + 14],
      url(x, dir > 0 ? "beam2" : "beam"),
      op(0.5),
    );
    b += circle(0, ly, 34, url(x, "glow"));
  }
  return { body: b, back, x0: hx0 - 6, x1: 30, top: gy - 64 };
}

function stoneTexture(x: Ctx, x0: number, x1: number, y0: number, y1: number, count: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const xx = rnd(x.sr, x0 + 3, x1 - 10);
    const yy = rnd(x.sr, y0 + 3, y1 - 2);
    d += `M${n(xx)} ${n(yy)}h${n(rnd(x.sr, 4, 9))}`;
  }
  return stroke(d, "#000", 0.8, op(0.16));
}

function drawCastle(x: Ctx, withGate: boolean): Drawn {
  const sr = x.sr;
  const stone = x.c(pick(sr, ["#cdbf9d", "#c9bda4", "#bfae8e"]));
  const stoneD = x.c(pick(sr, ["#b09f7f", "#a89a80"]));
  const roof = x.c(pick(sr, ["#9b3f2c", "#8a3b2a", "#5b4a42"]));
  const dark = x.c("#2d2924");
  const conical = sr() < 0.35;
  let b = "";
  // square tower
  b += rect(48, -112, 40, 112, stone) + rect(76, -112, 12, 112, "#000", op(0.12));
  b += poly([43, -112, 68, -152, 93, -112], roof) + snowLine(x, "M43 -112L68 -152L93 -112");
  b += rect(64, -94, 8, 12, x.win()) + rect(64, -66, 8, 12, x.win());
  // palace
  b += rect(-34, -84, 84, 84, stone);
  b += poly([-38, -84, -24, -114, 40, -114, 54, -84], roof) + snowLine(x, "M-38 -84L-24 -114H40L54 -84");
  for (const wx of [-22, -2, 18, 36]) {
    b += path(arch(wx, -74, 8, 14), x.win()) + path(arch(wx, -50, 8, 14), x.win());
  }
  // curtain wall
  b += rect(-128, -48, 256, 48, stoneD);
  b += path(crenels(-128, 128, -48, 7, 7), stoneD);
  b += snowLine(x, "M-128 -49H128", 2.4);
  b += stoneTexture(x, -128, 128, -45, 0, 26);
  // gate
  const gw = withGate ? 26 : 18;
  b += path(arch(10 - gw / 2, withGate ? -36 : -28, gw, withGate ? 36 : 28), dark);
  if (withGate) {
    let d = "";
    for (let gx = -1; gx <= 21; gx += 4.4) d += `M${n(gx)} -32V0`;
    b += stroke(`${d}M-3 -20H23M-3 -10H23`, x.c("#6b5a45"), 1.2);
  }
  // round keep
  b += rect(-96, -150, 50, 150, stone) + rect(-96, -150, 50, 150, url(x, "cyl"));
  b += rect(-101, -160, 60, 11, stone) + rect(-101, -160, 60, 11, url(x, "cyl"));
  let corb = "";
  for (let cx = -99; cx < -43; cx += 7) corb += `M${cx} -149l2.5 5l2.5 -5z`;
  b += path(corb, stoneD);
  if (conical) {
    b += poly([-104, -160, -71, -214, -38, -160], roof) + snowLine(x, "M-104 -160L-71 -214L-38 -160");
  } else {
    b += path(crenels(-101, -41, -160, 6, 8), stone);
    b += snowLine(x, "M-101 -161H-41", 2.4);
  }
  b += rect(-73, -128, 4, 13, dark) + rect(-73, -94, 4, 13, dark) + rect(-86, -60, 4, 11, dark);
  b += stoneTexture(x, -96, -46, -146, -4, 18);
  return { body: b, x0: -128, x1: 128, top: conical ? -214 : -168 };
}

function drawGate(x: Ctx): Drawn {
  const brick = x.c(pick(x.sr, ["#a9523a", "#b45f44"]));
  const roof = x.c(pick(x.sr, ["#4f7d6b", "#7a2f24"]));
  const dark = x.c("#2b231e");
  let b = "";
  b += rect(-140, -56, 280, 56, x.c("#9c4a35"));
  b += path(crenels(-140, 140, -56, 7, 8), x.c("#9c4a35"));
  for (const tx of [-112, 112]) {
    b += rect(tx - 16, -96, 32, 96, brick) + rect(tx - 16, -96, 32, 96, url(x, "cyl"));
    b += poly([tx - 20, -96, tx, -140, tx + 20, -96], roof) + snowLine(x, `M${tx - 20} -96L${tx} -140L${tx + 20} -96`);
    b += rect(tx - 2, -80, 4, 12, dark);
  }
  b += rect(-42, -160, 84, 160, brick) + rect(18, -160, 24, 160, "#000", op(0.12));
  b += path(pointed(-20, -62, 40, 62), dark);
  let d = "";
  for (let gx = -16; gx <= 16; gx += 5) d += `M${gx} -58V0`;
  b += stroke(`${d}M-20 -40H20M-20 -22H20`, x.c("#5c4a38"), 1.3);
  for (const wy of [-140, -110]) for (const wx of [-30, -5, 20]) b += path(pointed(wx, wy, 10, 20), x.win());
  b += path(crenels(-42, 42, -160, 6, 8), brick);
  b += poly([-48, -168, 0, -250, 48, -168], roof) + rect(-48, -170, 96, 10, brick);
  b += snowLine(x, "M-48 -168L0 -250L48 -168");
  b += stroke("M0 -250V-270M-5 -262H5", x.c("#8a7a3a"), 1.6);
  return { body: b, x0: -140, x1: 140, top: -272 };
}

function drawTownHall(x: Ctx): Drawn {
  const sr = x.sr;
  const wall = x.lit(pick(sr, ["#e8dcc0", "#eadfca", "#e6d3ad"]));
  const trim = x.lit("#cbb994");
  const roof = x.c("#9c3b28");
  const copper = x.c(pick(sr, ["#4d7f6e", "#3a3f45"]));
  const dark = x.c("#4a3e33");
  const attic = sr() < 0.6;
  let b = "";
  // tower (behind the right end)
  const tx = 52;
  const tw = 38;
  b += rect(tx, -178, tw, 178, wall) + rect(tx + tw * 0.7, -178, tw * 0.3, 178, "#000", op(0.1));
  b += rect(tx - 2, -140, tw + 4, 4, trim) + rect(tx - 2, -100, tw + 4, 4, trim);
  b += path(arch(tx + 13, -128, 12, 20), x.win()) + path(arch(tx + 13, -92, 10, 16), x.win());
  b += circle(tx + tw / 2, -158, 10, x.lit("#f4f1e6"), ` stroke="${x.c("#2e2a26")}" stroke-width="1.5"`);
  b += stroke(`M${tx + tw / 2} -158v-7M${tx + tw / 2} -158h5`, x.c("#2e2a26"), 1.4);
  b += rect(tx - 4, -184, tw + 8, 6, trim);
  const mx = tx + tw / 2;
  b += path(
    `M${tx + 1} -184C${tx + 1} -204 ${mx - 8} -208 ${mx} -212C${mx + 8} -208 ${tx + tw - 1} -204 ${tx + tw - 1} -184Z`,
    copper,
  );
  b += rect(mx - 5, -226, 10, 14, wall) + rect(mx - 2, -223, 4, 8, x.win());
  b += path(`M${mx - 7} -226Q${mx} -240 ${mx + 7} -226Z`, copper);
  b += stroke(`M${mx} -236V-258`, copper, 1.6) + circle(mx, -246, 2.4, x.c("#c9a640"));
  b += snowLine(
    x,
    `M${tx + 1} -186C${tx + 1} -204 ${mx - 8} -208 ${mx} -212C${mx + 8} -208 ${tx + tw - 1} -204 ${tx + tw - 1} -186`,
    3,
  );
  // main body
  b += rect(-112, -84, 164, 84, wall);
  b += rect(-114, -86, 168, 5, trim);
  for (let i = 0; i < 6; i++) {
    const ax = -106 + i * 26;
    b += path(arch(ax, -30, 18, 30), dark);
    b += rect(ax + 4, -68, 10, 18, x.win()) + rect(ax + 2, -70, 14, 2.4, trim);
  }
  b += rect(-112, -34, 164, 3, trim);
  if (attic) {
    b += rect(-112, -108, 164, 22, wall);
    let d = "";
    for (let ax = -106; ax < 46; ax += 13) d += arch(ax, -104, 8, 14);
    b += path(d, trim);
    let p = "";
    for (let px = -112; px <= 52; px += 16.4) p += `M${n(px - 3.5)} -108L${n(px)} -122L${n(px + 3.5)} -108Z`;
    b += path(p, trim);
    b += snowLine(x, "M-112 -109H52", 2.4);
  } else {
    b += poly([-116, -86, -92, -130, 30, -130, 54, -86], roof);
    b += snowLine(x, "M-116 -86L-92 -130H30");
    for (const dx of [-80, -40, 0]) b += rect(dx, -112, 12, 10, x.win());
  }
  return { body: b, x0: -116, x1: tx + tw + 4, top: -258 };
}

function drawChurch(x: Ctx): Drawn {
  const sr = x.sr;
  const brick = x.lit(pick(sr, ["#a4533b", "#b0603f", "#e4dccb", "#9d4a33"]));
  const roof = x.c(pick(sr, ["#7a2e22", "#3e4a4f", "#8b3a26"]));
  const spire = x.c(pick(sr, ["#4f7d6b", "#3b3f44", "#5a8a76"]));
  const dark = x.c("#2b221c");
  let b = "";
  // nave
  b += poly([-34, -72, 104, -72, 96, -132, -26, -132], roof);
  b += poly([-30, -102, 100, -102, 96, -132, -26, -132], "#000", op(0.12));
  b += snowLine(x, "M-26 -133H96", 5);
  b += rect(-30, -72, 134, 72, brick);
  for (let i = 0; i < 5; i++) {
    const wx = -16 + i * 24;
    b += path(pointed(wx, -60, 10, 36), x.win());
    b += poly([wx + 15, 0, wx + 15, -64, wx + 19, -58, wx + 21, 0], "#000", op(0.14));
  }
  // chancel
  b += rect(104, -58, 34, 58, brick) + rect(124, -58, 14, 58, "#000", op(0.12));
  b += poly([100, -58, 142, -58, 126, -94, 104, -94], roof) + snowLine(x, "M104 -95H126L142 -58", 3);
  b += path(pointed(116, -46, 8, 28), x.win());
  // tower
  b += rect(-82, -164, 52, 164, brick) + rect(-46, -164, 16, 164, "#000", op(0.14));
  b += path(pointed(-66, -150, 9, 22), dark) + path(pointed(-53, -150, 9, 22), dark);
  b += circle(-56, -110, 9, x.lit("#efe9da"), ` stroke="${x.c("#3a302a")}" stroke-width="1.4"`);
  b += stroke("M-56 -110v-6M-56 -110h4", x.c("#3a302a"), 1.3);
  b += path(pointed(-61, -88, 10, 30), x.win());
  b += path(pointed(-66, -34, 20, 34), x.c("#4a3222"));
  b += rect(-84, -166, 56, 5, x.c("#7d3c2a"));
  b += poly([-86, -164, -56, -276, -26, -164], spire);
  b += poly([-56, -276, -26, -164, -56, -164], "#000", op(0.18));
  b += poly([-86, -164, -82, -182, -78, -164], spire) + poly([-34, -164, -30, -182, -26, -164], spire);
  b += snowLine(x, "M-86 -164L-56 -276L-26 -164", 3);
  b += stroke("M-56 -276V-296M-62 -289H-50", x.c("#b8962e"), 2);
  return { body: b, x0: -86, x1: 142, top: -298 };
}

function drawStave(x: Ctx): Drawn {
  const wood = x.lit("#6b4428");
  const roof = x.c("#3b281a");
  const stone = x.c("#8e8b82");
  const dark = x.c("#24170e");
  let b = "";
  const shingles = (q: number[], rows: number) => {
    const [ax, ay, bx, , cx, cy] = q as [number, number, number, number, number, number];
    let d = "";
    for (let i = 1; i < rows; i++) {
      const t = i / rows;
      const y = ay + (cy - ay) * t;
      const xl = ax + (-cx - ax) * t;
      const xr = bx + (cx - bx) * t;
      d += `M${n(xl)} ${n(y)}H${n(xr)}`;
    }
    return stroke(d, "#000", 0.8, op(0.35));
  };
  const dragon = (xs: number, ys: number, dir: number) => {
    const hx = xs + dir * 15;
    const hy = ys - 20;
    return (
      stroke(
        `M${xs} ${ys}C${xs + dir * 7} ${ys - 5} ${xs + dir * 15} ${ys - 9} ${hx} ${hy}`,
        roof,
        3.4,
        ' stroke-linecap="round"',
      ) +
      poly(
        [
          hx - dir * 2,
          hy + 3,
          hx + dir * 4,
          hy - 4,
          hx + dir * 12,
          hy - 2,
          hx + dir * 6,
          hy + 1,
          hx + dir * 11,
          hy + 4,
          hx + dir * 2,
          hy + 5,
        ],
        roof,
      ) +
      poly([hx - dir * 1, hy - 2, hx - dir * 3, hy - 8, hx + dir * 2, hy - 3], roof)
    );
  };
  // stone bell tower (Wang has one beside the church)
  b += rect(-152, -104, 36, 104, stone) + rect(-152, -104, 36, 104, url(x, "cyl"));
  b += stoneTexture(x, -152, -116, -100, -4, 14);
  b += rect(-156, -126, 44, 24, wood) + rect(-144, -120, 6, 12, dark) + rect(-131, -120, 6, 12, dark);
  b += poly([-160, -124, -134, -168, -108, -124], roof) + snowLine(x, "M-160 -124L-134 -168L-108 -124");
  // ambulatory
  b += rect(-96, -26, 192, 26, wood);
  let arc = "";
  for (let i = 0; i < 11; i++) arc += arch(-90 + i * 16.6, -22, 10, 16);
  b += path(arc, dark);
  const r1 = [-106, -24, 106, -24, 66, -56];
  b += poly([-106, -24, 106, -24, 66, -56, -66, -56], roof) + shingles(r1, 4);
  b +=
    rect(-62, -82, 124, 28, wood) + path(arch(-50, -76, 7, 14) + arch(-4, -76, 7, 14) + arch(42, -76, 7, 14), x.win());
  const r2 = [-74, -80, 74, -80, 36, -126];
  b += poly([-74, -80, 74, -80, 36, -126, -36, -126], roof) + shingles(r2, 5);
  b += rect(-34, -144, 68, 20, wood) + path(arch(-18, -140, 6, 12) + arch(12, -140, 6, 12), x.win());
  const r3 = [-44, -142, 44, -142, 18, -176];
  b += poly([-44, -142, 44, -142, 18, -176, -18, -176], roof) + shingles(r3, 4);
  b += rect(-12, -194, 24, 20, wood);
  b += stroke("M-6 -190v12M0 -190v12M6 -190v12", dark, 2);
  b += poly([-18, -192, 0, -252, 18, -192], roof);
  b += stroke("M0 -252V-266M-5 -260H5", x.c("#8c6a3a"), 1.8);
  b += snowLine(
    x,
    "M-106 -24L-66 -56H66L106 -24M-74 -80L-36 -126H36L74 -80M-44 -142L-18 -176H18L44 -142M-18 -192L0 -252L18 -192",
    3.2,
  );
  b += dragon(-36, -126, -1) + dragon(36, -126, 1) + dragon(-18, -176, -1) + dragon(18, -176, 1);
  b += stroke("M-66 -56v-10M-70 -62h8M66 -56v-10M62 -62h8", roof, 2);
  return { body: b, x0: -160, x1: 106, top: -268 };
}

function drawSaturn(x: Ctx): Drawn {
  const white = x.lit("#f3f2ee");
  const black = x.lit("#1c1c1e");
  const red = x.c("#b6462c");
  const grey = x.c("#8a8a86");
  let b = "";
  let back = "";
  // launch umbilical tower
  const l0 = -98;
  const l1 = -66;
  let lat = `M${l0} -14V-404M${l1} -14V-404`;
  for (let y = -14; y > -400; y -= 22) lat += `M${l0} ${y}L${l1} ${y - 22}M${l0} ${y}H${l1}`;
  b += stroke(lat, red, 2.2);
  b += rect(l0 - 6, -410, 60, 6, red) + stroke(`M${l0 + 50} -407H-20V-396`, red, 2);
  for (const y of [-130, -214, -262, -306, -324]) b += rect(l1, y, -17 - l1, 4, red);
  // mobile launcher
  b += rect(-118, -14, 236, 14, grey) + rect(-118, -14, 236, 3, "#000", op(0.2));
  b += stroke("M-90 -11V0M-40 -11V0M40 -11V0M90 -11V0", "#000", 1, op(0.3));
  // rocket
  const outline = "M-17 -14V-238L-11 -250V-296L-7 -314V-326L-1.6 -340H1.6L7 -326V-314L11 -296V-250L17 -238V-14Z";
  b += path(outline, white);
  b += rect(-17, -24, 34, 10, black) + rect(0, -52, 17, 28, black) + rect(-17, -84, 17, 26, black);
  b += rect(-17, -150, 34, 7, black) + rect(0, -238, 17, 12, black) + rect(-11, -268, 11, 14, black);
  b += rect(-11, -300, 22, 4, x.lit("#9da0a4"));
  b += path("M-7 -314V-326L-1.6 -340H1.6L7 -326V-314Z", x.lit("#b8bcc1"));
  b += stroke("M-1.6 -340L0 -352L1.6 -340M-2 -346H2", x.c("#555"), 0.8);
  b += rect(-2.2, -370, 4.4, 18, white) + path("M-2.2 -370L0 -378L2.2 -370Z", black);
  b += poly([-17, -14, -29, -14, -29, -22, -17, -50], white) + poly([17, -14, 29, -14, 29, -22, 17, -50], white);
  b += path(outline, url(x, "cyl"));
  b += stroke("M-17 -100H17M-17 -190H17M-11 -280H11", "#000", 0.6, op(0.25));
  if (x.night) {
    x.defs.push(
      `<linearGradient id="${x.id("flood")}" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#f4f7ff" stop-opacity=".45"/><stop offset="1" stop-color="#f4f7ff" stop-opacity="0"/></linearGradient>`,
    );
    back +=
      poly([-170, 0, -40, -300, 10, -300, -150, 0], url(x, "flood")) +
      poly([170, 0, 40, -320, -10, -320, 150, 0], url(x, "flood"));
    b += circle(l0 + 20, -407, 3, "#ff4a3a") + circle(l0 + 20, -407, 10, "#ff4a3a", op(0.3));
  }
  return { body: b, back, x0: -118, x1: 118, top: -412 };
}

function steelDefs(x: Ctx): void {
  const s = (c: string) => x.lit(c);
  x.defs.push(
    `<linearGradient id="${x.id("steel")}" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${s("#646c75")}"/><stop offset=".16" stop-color="${s("#c4cbd2")}"/><stop offset=".34" stop-color="${s("#f1f4f6")}"/><stop offset=".55" stop-color="${s("#a7afb8")}"/><stop offset=".78" stop-color="${s("#d3d9de")}"/><stop offset="1" stop-color="${s("#59616a")}"/></linearGradient>`,
  );
}

function drawStarship(x: Ctx): Drawn {
  steelDefs(x);
  const flap = x.lit("#7d858e");
  const concrete = x.c("#9c9a94");
  let b = "";
  let back = "";
  for (const lx of [-48, -30, 22, 40]) b += rect(lx, -32, 8, 32, concrete) + rect(lx + 5, -32, 3, 32, "#000", op(0.15));
  b += rect(-54, -38, 108, 7, x.c("#6e6c68"));
  b += path("M-16 -38L-13 -47H-5L-2 -38ZM2 -38L5 -47H13L16 -38Z", x.c("#3a3a3a"));
  const body = "M-22 -44V-226C-22 -262 -8 -290 0 -293C8 -290 22 -262 22 -226V-44Z";
  b += path(body, url(x, "steel"));
  let weld = "";
  for (let y = -54; y > -228; y -= 9) weld += `M-22 ${y}H22`;
  b += stroke(weld, "#000", 0.6, op(0.14));
  b += rect(-22, -150, 44, 22, "#000", op(0.05));
  const aft = [-22, -50, -41, -56, -43, -108, -22, -118];
  const fwd = [-20, -236, -31, -240, -27, -268, -14, -264];
  b += poly(aft, flap) + poly(mirrorX(aft), flap) + poly(fwd, flap) + poly(mirrorX(fwd), flap);
  b += rect(-24, -118, 4, 70, x.c("#2f3338")) + rect(20, -118, 4, 70, x.c("#2f3338"));
  b += rect(-22, -250, 3, 20, x.c("#2f3338")) + rect(19, -250, 3, 20, x.c("#2f3338"));
  if (x.night) {
    back += ellipse(0, -150, 110, 170, url(x, "glow"), op(0.45));
  }
  return { body: b, back, x0: -56, x1: 56, top: -294 };
}

function drawRocket(x: Ctx): Drawn {
  const white = x.lit("#f1f0ea");
  const accent = x.lit(pick(x.sr, ["#b8322a", "#1f4f9a", "#2a2a2a"]));
  let b = "";
  b += rect(-70, -12, 140, 12, x.c("#8a8a86"));
  const outline = "M-14 -12V-180C-14 -206 -6 -222 0 -230C6 -222 14 -206 14 -180V-12Z";
  b += path(outline, white) + rect(-14, -80, 14, 30, accent) + rect(0, -150, 14, 18, accent);
  b += poly([-14, -12, -30, -12, -30, -22, -14, -60], accent) + poly([14, -12, 30, -12, 30, -22, 14, -60], accent);
  b += path(outline, url(x, "cyl"));
  return { body: b, x0: -70, x1: 70, top: -232 };
}

function drawRover(x: Ctx): Drawn {
  const body = x.lit("#e1ded5");
  const metal = x.lit("#cfccc3");
  const dark = x.c("#2b2a28");
  let b = "";
  // RTG
  b += `<g transform="translate(44 -62) rotate(-32)">${rect(0, -7, 28, 14, x.c("#4b4640"))}${stroke("M5 -11V11M11 -11V11M17 -11V11M23 -11V11", x.c("#35312c"), 2)}</g>`;
  // rocker-bogie
  b += stroke("M-50 -13L-30 -36L-4 -13M-30 -36L8 -46L46 -13", x.c("#9a978f"), 3.6, ' stroke-linejoin="round"');
  b += circle(-30, -36, 3, x.c("#77746d")) + circle(8, -46, 3.4, x.c("#77746d"));
  // body and deck
  b += rect(-46, -68, 90, 22, body) + rect(-48, -70, 94, 4, x.lit("#b9b4a7")) + rect(-46, -50, 90, 4, "#000", op(0.15));
  b += rect(-22, -64, 16, 10, x.lit("#c9a042")) + rect(14, -64, 10, 9, x.lit("#b98c36"));
  b += rect(8, -82, 2, 12, metal) + ellipse(9, -83, 11, 3.2, x.lit("#bdb9ad"));
  b += rect(24, -80, 2, 10, metal) + circle(25, -81, 2.6, metal);
  // mast
  b += rect(-40, -124, 4, 54, metal);
  b += rect(-52, -136, 28, 13, x.lit("#d9d6cd")) + rect(-52, -127, 28, 4, "#000", op(0.15));
  b += circle(-47, -130, 2.6, dark) + circle(-39, -130, 2.6, dark) + circle(-31, -130, 3.3, dark);
  // arm
  b += stroke("M-46 -54L-70 -62L-84 -38", metal, 4, ' stroke-linejoin="round"');
  b += circle(-86, -32, 7, x.c("#8a857b")) + rect(-92, -26, 3, 8, dark) + rect(-83, -26, 3, 6, dark);
  // wheels
  for (const wx of [-50, -4, 46]) {
    b += circle(wx, -13, 13, x.c("#3d3b38"));
    b += circle(wx, -13, 11.5, "none", ` stroke="${x.c("#24231f")}" stroke-width="2.4" stroke-dasharray="3 2.4"`);
    b += circle(wx, -13, 8.5, x.c("#8e8a82")) + circle(wx, -13, 3, dark);
  }
  if (x.night) b += circle(-31, -130, 8, "#9fd0ff", op(0.35));
  return { body: b, x0: -94, x1: 76, top: -138 };
}

function drawJetSide(x: Ctx, standH: number): Drawn {
  const y0 = -standH - 60;
  x.defs.push(
    `<linearGradient id="${x.id("fus")}" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${x.lit("#b7bbbc")}"/><stop offset=".52" stop-color="${x.lit("#9aa0a2")}"/><stop offset=".53" stop-color="${x.lit("#efefeb")}"/><stop offset="1" stop-color="${x.lit("#cfd0cc")}"/></linearGradient>`,
  );
  const t = (d: string) => `<g transform="translate(0 ${y0 + 60})">${d}</g>`;
  const grey = x.lit("#9da2a3");
  const dark = x.c("#3d3a36");
  let b = "";
  if (standH > 0) {
    b += rect(-12, y0 + 14, 5, standH + 46 - 14 - 8, x.c("#2e2e2e"));
    b +=
      ellipse(-10, -5, 34, 6, x.c("#2a2a2a")) +
      rect(-44, -5, 68, 5, x.c("#2a2a2a")) +
      ellipse(-10, 0, 34, 6, x.c("#1c1c1c"));
  }
  let p = "";
  // far wing / stabilator hints
  p += poly([-84, -63, -104, -61, -126, -46, -116, -44], grey);
  // fin
  p += poly([-58, -70, -86, -106, -100, -108, -104, -66], grey);
  p += poly([-86, -106, -100, -108, -101, -96, -82, -96], x.lit("#1d1d1d"));
  p += stroke("M-90 -70L-101 -100", "#000", 0.7, op(0.3));
  // fuselage
  p += path(
    "M110 -60C100 -64 88 -67 70 -69L60 -71L14 -73L-70 -70L-104 -66L-106 -57L-90 -54L-30 -48L40 -49L62 -53C80 -55 100 -58 110 -60Z",
    url(x, "fus"),
  );
  p += path("M110 -60C100 -64 92 -66 84 -67L84 -55C96 -57 104 -59 110 -60Z", x.lit("#55595b"));
  p += path("M62 -71C56 -80 44 -82 34 -81L14 -79L6 -73Z", x.lit("#3b5566"));
  p +=
    stroke("M40 -81L38 -72M24 -80L23 -73", x.c("#2b3a44"), 1.2) +
    stroke("M58 -74C52 -79 44 -80 38 -79", "#fff", 1, op(0.5));
  p += path("M52 -69L56 -52L45 -51L43 -67Z", x.c("#2f3336"));
  p += rect(-110, -65, 6, 9, dark);
  p += ellipse(-2, -44, 28, 4.2, x.lit("#ecece8"));
  // near wing with upturned tip
  p += poly([30, -55, -52, -53, -60, -40, -30, -38], x.lit("#e7e7e3"));
  p += poly([-30, -38, -60, -40, -74, -33, -52, -31], x.lit("#d8d8d4"));
  p += stroke("M30 -55L-30 -38L-52 -31", "#000", 0.7, op(0.3));
  p += poly([-88, -60, -104, -58, -122, -40, -112, -40], x.lit("#a7abac"));
  // insignia
  p += circle(-34, -59, 6.4, x.lit("#1f3a78")) + poly(star(-34, -59, 5.6, 2.3), x.lit("#f4f4f4"));
  p += stroke("M14 -73L-70 -70", "#000", 0.6, op(0.2));
  if (x.night) {
    p += circle(-72, -33, 2.2, "#ff3b30") + circle(-72, -33, 8, "#ff3b30", op(0.35));
    p += circle(-100, -108, 2, "#ffffff") + circle(-100, -108, 7, "#ffffff", op(0.3));
    p += circle(-20, -72, 2, "#ff5a3a") + circle(-20, -72, 7, "#ff5a3a", op(0.3));
  }
  b += t(p);
  return { body: b, x0: -128, x1: 112, top: y0 - 52 };
}

function drawJetPlan(x: Ctx, angle: number): Drawn {
  const grey = x.lit("#a5aaab");
  const dark = x.c("#3a3d40");
  let p = "";
  const wing = [12, -18, 70, 34, 90, 40, 90, 50, 12, 54];
  const stab = [9, 74, 46, 96, 46, 104, 9, 98];
  p += poly(wing, grey) + poly(mirrorX(wing), grey) + poly(stab, grey) + poly(mirrorX(stab), grey);
  p += stroke("M70 34L72 52M-70 34L-72 52", "#000", 0.8, op(0.3));
  p += path(
    "M0 -112C5 -100 9 -80 10 -60L12 -20L12 70L9 104L-9 104L-12 70L-12 -20L-10 -60C-9 -80 -5 -100 0 -112Z",
    grey,
  );
  p += path("M0 -112C4 -103 6 -96 7 -88H-7C-6 -96 -4 -103 0 -112Z", x.lit("#55595b"));
  p += rect(-12, -20, 24, 90, url(x, "cyl"));
  p += ellipse(0, -62, 6, 17, x.lit("#3b5566"));
  p += poly([10, -46, 17, -40, 17, -14, 12, -14], dark) + poly([-10, -46, -17, -40, -17, -14, -12, -14], dark);
  p += rect(-8, 100, 7, 8, dark) + rect(1, 100, 7, 8, dark) + rect(-1.5, 64, 3, 44, x.c("#707577"));
  p += circle(-52, 34, 8, x.lit("#1f3a78")) + poly(star(-52, 34, 7, 2.8), x.lit("#f4f4f4"));
  if (x.night)
    p +=
      circle(88, 45, 2.4, "#35ff7a") +
      circle(-88, 45, 2.4, "#ff3b30") +
      circle(88, 45, 9, "#35ff7a", op(0.3)) +
      circle(-88, 45, 9, "#ff3b30", op(0.3));
  return { body: `<g transform="translate(0 -118) rotate(${n(angle)})">${p}</g>`, x0: -118, x1: 118, top: -236 };
}

function drawFigure(x: Ctx, subject: ArtSubject, real: boolean): Drawn {
  const predator = /predator/i.test(subject.name + subject.component);
  const skin = x.lit(predator ? "#8d8b4c" : "#6d7378");
  const spot = x.c(predator ? "#4b4826" : "#3d4246");
  const metal = x.lit(predator ? "#9aa0a6" : pick(x.sr, ["#b9bec4", "#8c3a2e", "#2f5e8c"]));
  const bronze = x.lit("#6e5b3e");
  const dark = x.c("#231f1b");
  let b = "";
  // base (the real subject stands on the ground instead)
  if (real) b += `<g transform="translate(0 12)">`;
  else
    b +=
      rect(-56, -12, 112, 8, x.c("#2f2f2f")) +
      ellipse(0, -4, 56, 7, x.c("#242424")) +
      ellipse(0, -12, 56, 8, x.c("#3c3c3a"));
  // spear
  b += stroke("M-56 -18L-40 -214", x.lit("#b9bdc2"), 2.6) + poly([-40, -214, -43, -232, -37, -214], x.lit("#d9dde1"));
  // dreadlocks behind
  if (predator) {
    let d = "";
    for (let i = 0; i < 8; i++) {
      const s = i < 4 ? -1 : 1;
      const k = i % 4;
      d += `M${s * (6 + k * 2.5)} -190Q${s * (16 + k * 3)} -178 ${s * (16 + k * 4)} ${-150 + k * 4}`;
    }
    b += stroke(d, dark, 4, ' stroke-linecap="round"');
  }
  // legs
  const thigh = [-26, -104, -6, -104, -9, -62, -23, -62];
  const shin = [-23, -62, -9, -62, -11, -20, -23, -20];
  const greave = [-22, -58, -10, -58, -12, -26, -21, -26];
  const foot = [-28, -20, -6, -20, -4, -13, -30, -13];
  for (const m of [false, true]) {
    const f = (l: number[]) => (m ? mirrorX(l) : l);
    b += poly(f(thigh), skin) + poly(f(shin), skin) + poly(f(greave), metal) + poly(f(foot), dark);
  }
  if (predator)
    for (const [sx, sy] of [
      [-18, -90],
      [16, -82],
      [-14, -74],
      [14, -96],
    ] as const)
      b += ellipse(sx, sy, 2.4, 3.4, spot);
  // belt and loincloth
  b += rect(-27, -112, 54, 10, bronze) + poly([-10, -104, 10, -104, 8, -78, -8, -78], x.c("#3a2e22"));
  // torso
  b += path("M-26 -108L-30 -130L-36 -156L-12 -168H12L36 -156L30 -130L26 -108Z", skin);
  let mesh = "";
  for (let i = -24; i <= 24; i += 6) mesh += `M${i} -108L${i + 10} -130M${i} -130L${i + 10} -108`;
  b += stroke(mesh, dark, 0.8, op(0.6));
  b += poly([-30, -154, 30, -154, 24, -132, 0, -126, -24, -132], metal) + stroke("M0 -154V-127", "#000", 0.8, op(0.3));
  // arms
  const upper = [-46, -152, -34, -152, -38, -122, -50, -124];
  const fore = [-50, -124, -38, -122, -40, -94, -52, -94];
  const gaunt = [-51, -116, -39, -114, -40, -96, -52, -96];
  for (const m of [false, true]) {
    const f = (l: number[]) => (m ? mirrorX(l) : l);
    b +=
      poly(f(upper), skin) +
      poly(f(fore), skin) +
      poly(f(gaunt), m ? metal : bronze) +
      circle(m ? 46 : -46, -88, 6, skin);
  }
  if (predator)
    b +=
      poly([45, -98, 62, -66, 59, -65, 42, -96], x.lit("#dfe3e6")) +
      poly([49, -98, 68, -70, 65, -69, 46, -96], x.lit("#dfe3e6"));
  b += ellipse(-34, -156, 13, 8, metal) + ellipse(34, -156, 13, 8, metal);
  if (predator) {
    b += rect(22, -178, 22, 9, metal) + rect(40, -181, 10, 5, dark) + rect(28, -169, 4, 10, metal);
    if (x.night) {
      b += stroke("M50 -178L140 -150", "#ff2a2a", 0.8, op(0.6));
      for (const [dx, dy] of [
        [0, -5],
        [-4, 3],
        [4, 3],
      ] as const)
        b += circle(dx, -186 + dy, 1.3, "#ff3030");
    }
  }
  // head
  if (predator) {
    b += path("M-13 -194Q0 -200 13 -194L15 -184L12 -172L0 -166L-12 -172L-15 -184Z", x.lit("#b3b8bd"));
    b += poly([-11, -186, -3, -183, -4, -180, -11, -182], dark) + poly([11, -186, 3, -183, 4, -180, 11, -182], dark);
    b += stroke("M0 -198V-170", "#000", 0.8, op(0.3));
  } else {
    b += path("M-14 -170V-188Q-14 -202 0 -202Q14 -202 14 -188V-170Z", metal);
    b += rect(-12, -188, 24, 3, dark) + stroke("M0 -202V-212", metal, 3);
  }
  if (real) b += "</g>";
  return { body: b, x0: -60, x1: 70, top: real ? -222 : -234 };
}

function drawSkyscrapers(x: Ctx): Drawn {
  const sr = x.sr;
  const pid = x.id("win");
  if (x.night) {
    let tile = "";
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 5; j++)
        if (x.r() < 0.45) tile += rect(1.5 + i * 6, 1 + j * 8, 3, 5, pick(x.r, ["#ffd36b", "#ffe4a0", "#ffc45a"]));
    x.defs.push(`<pattern id="${pid}" width="24" height="40" patternUnits="userSpaceOnUse">${tile}</pattern>`);
  } else {
    x.defs.push(
      `<pattern id="${pid}" width="6" height="8" patternUnits="userSpaceOnUse">${rect(1.5, 1, 3, 5, x.snow ? "#4b5766" : "#3c4653")}</pattern>`,
    );
  }
  let b = "";
  const shaft = (cx: number, w: number, yb: number, yt: number, col: string) =>
    rect(cx - w / 2, yt, w, yb - yt, col) +
    rect(cx - w / 2 + 2, yt + 4, w - 4, yb - yt - 6, `url(#${pid})`) +
    rect(cx + w / 5, yt, w * 0.3, yb - yt, "#000", op(0.14));
  // Singer (1908)
  {
    const c = x.lit("#b86f50");
    b += shaft(-138, 40, 0, -70, c) + shaft(-138, 26, -70, -192, c);
    b += path("M-152 -192C-152 -212 -144 -220 -138 -224C-132 -220 -124 -212 -124 -192Z", x.c("#4f6f62"));
    b += rect(-142, -236, 8, 13, c) + stroke("M-138 -236V-252", x.c("#4f6f62"), 1.6);
  }
  // Woolworth (1913)
  {
    const c = x.lit("#e3d8c0");
    b += shaft(-86, 66, 0, -106, c) + shaft(-86, 40, -106, -172, c) + shaft(-86, 30, -172, -206, c);
    b +=
      poly([-102, -206, -86, -252, -70, -206], x.c("#5f8f7c")) +
      rect(-89, -262, 6, 12, c) +
      stroke("M-86 -262V-272", x.c("#5f8f7c"), 1.4);
    b += path("M-103 -206l2-10l2 10zM-73 -206l2-10l2 10zM-121 -106l2-10l2 10zM-53 -106l2-10l2 10z", c);
  }
  // Empire State (1931)
  {
    const c = x.lit("#cdc7b8");
    b +=
      shaft(78, 84, 0, -56, c) +
      shaft(78, 62, -56, -204, c) +
      shaft(78, 48, -204, -230, c) +
      shaft(78, 34, -230, -244, c) +
      shaft(78, 22, -244, -254, c);
    b +=
      rect(73, -286, 10, 32, x.lit("#b9bcc0")) +
      path("M73 -286Q78 -294 83 -286Z", x.lit("#b9bcc0")) +
      stroke("M78 -290V-304", x.c("#9aa"), 1.4);
    if (x.night) b += ellipse(78, -250, 30, 24, url(x, "glow"));
  }
  // Metropolitan Life (1909)
  {
    const c = x.lit("#ece7dc");
    b += shaft(152, 46, 0, -62, c) + shaft(152, 34, -62, -214, c);
    b +=
      poly([133, -214, 152, -244, 171, -214], x.c("#b59a5a")) +
      rect(148, -256, 8, 12, x.lit("#d9c58a")) +
      poly([146, -256, 152, -266, 158, -256], x.c("#b59a5a"));
  }
  // Chrysler (1930)
  {
    const c = x.lit("#ddd9d0");
    const steel = x.lit("#d5dbe1");
    b += shaft(-6, 62, 0, -112, c) + shaft(-6, 46, -112, -164, c) + shaft(-6, 34, -164, -228, c);
    for (let k = 0; k < 4; k++) {
      const rw = 17 - k * 3.6;
      const y = -228 - k * 11;
      b += path(`M${n(-6 - rw)} ${y}A${n(rw)} ${n(rw)} 0 0 1 ${n(-6 + rw)} ${y}Z`, steel);
      b += path(
        `M${n(-6 - rw * 0.55)} ${y}l2 -5l2 5zM-8 ${y}l2 -6l2 6zM${n(-6 + rw * 0.55 - 4)} ${y}l2 -5l2 5z`,
        x.c("#2c3440"),
      );
    }
    b += poly([-9, -266, -6, -320, -3, -266], steel);
    b += rect(-38, -114, 64, 3, x.c("#333"));
  }
  // low fronts
  for (const [cx, w, h, col] of [
    [-112, 30, 62, "#8c5a44"],
    [-40, 30, 78, "#9b7a5e"],
    [36, 28, 70, "#7e6a58"],
    [118, 28, 54, "#a0826a"],
  ] as const) {
    const hh = h + Math.round(rnd(sr, -6, 6));
    b += shaft(cx, w, 0, -hh, x.c(col)) + rect(cx - w / 2 - 1, -hh - 3, w + 2, 3, x.c("#5a4a3c"));
  }
  if (x.snow)
    b += stroke(
      "M-158 -70H-118M-152 -192H-124M-119 -106H-53M-106 -172H-66M-38 -112H26M-29 -164H17M36 -56H120M47 -204H109M55 -230H101M129 -62H175",
      "#f5f8fc",
      2.4,
    );
  return { body: b, x0: -160, x1: 176, top: -322 };
}

function drawBunker(x: Ctx): Drawn {
  const sr = x.sr;
  const conc = x.c("#8f8b81");
  const concL = x.c("#a5a196");
  const dark = x.c("#1f1d1a");
  const moss = x.c("#56703c");
  let b = "";
  b += poly([-120, 0, -112, -74, 112, -74, 120, 0], conc);
  b += rect(-60, -52, 24, 52, dark) + rect(10, -40, 40, 8, dark) + rect(72, -30, 18, 30, dark);
  let stains = "";
  for (let i = 0; i < 14; i++) {
    const sx = rnd(sr, -110, 110);
    stains += `M${n(sx)} -72v${n(rnd(sr, 14, 50))}`;
  }
  b += stroke(stains, "#000", 2, op(0.12));
  // thick roof slab, the right part blown off and tilted
  b += path("M-130 -72V-96Q-130 -104 -122 -104H46L52 -72Z", concL);
  b += poly([58, -70, 134, -56, 130, -28, 54, -44], concL) + poly([58, -70, 54, -44, 62, -44, 64, -68], x.c("#7b776d"));
  b += stroke("M52 -76l8 -6M48 -86l9 -2M50 -96l7 4", x.c("#7a4a2a"), 1.4);
  for (let i = 0; i < 7; i++) {
    const rx = rnd(sr, 70, 150);
    const rs = rnd(sr, 5, 12);
    b += poly([rx, 0, rx + rs, 0, rx + rs * 0.8, -rs * 0.8, rx + rs * 0.2, -rs], i % 2 ? conc : concL);
  }
  b += stroke("M-20 -74l6 14l-4 10l8 16M90 -74l-4 20", dark, 1, op(0.5));
  // moss and saplings on the roof
  for (let i = 0; i < 6; i++)
    b += ellipse(
      rnd(sr, -120, 40),
      rnd(sr, -106, -100),
      rnd(sr, 10, 22),
      rnd(sr, 3, 5),
      x.snow ? "#f3f6fa" : moss,
      op(0.85),
    );
  for (let i = 0; i < 3; i++) {
    const tx = rnd(sr, -110, 30);
    const th = rnd(sr, 24, 40);
    b += stroke(`M${n(tx)} -104v${n(-th)}`, x.c("#5a4a38"), 1.6);
    b += poly(
      [tx - 9, -104 - th * 0.4, tx, -104 - th - 6, tx + 9, -104 - th * 0.4],
      x.snow ? "#e9eef4" : x.c("#2f4f2a"),
    );
  }
  b += snowLine(x, "M-129 -105H46", 4);
  return { body: b, x0: -132, x1: 150, top: -150 };
}

function drawSubject(
  subject: ArtSubject,
  x: Ctx,
  opts: { plan?: boolean; angle?: number; stand?: number; real?: boolean } = {},
): Drawn {
  x.sr = makeRng(`subject:${subject.component}:${subject.name}`);
  switch (kindOf(subject)) {
    case "lighthouse":
      return drawLighthouse(x);
    case "castle":
      return drawCastle(x, /brama/i.test(subject.name));
    case "gate":
      return drawGate(x);
    case "townhall":
      return drawTownHall(x);
    case "church":
      return drawChurch(x);
    case "stave":
      return drawStave(x);
    case "saturn":
      return drawSaturn(x);
    case "starship":
      return drawStarship(x);
    case "rover":
      return drawRover(x);
    case "rocket":
      return drawRocket(x);
    case "jet":
      return opts.plan ? drawJetPlan(x, opts.angle ?? -30) : drawJetSide(x, opts.stand ?? 0);
    case "figure":
      return drawFigure(x, subject, opts.real ?? false);
    case "skyscrapers":
      return drawSkyscrapers(x);
    case "bunker":
      return drawBunker(x);
  }
}

type Backdrop = "sea" | "hills" | "mountains" | "town" | "city" | "forest" | "jungle" | "pad" | "mars" | "sky";

function backdropOf(kind: Kind): Backdrop {
  switch (kind) {
    case "lighthouse":
      return "sea";
    case "castle":
    case "church":
      return "hills";
    case "townhall":
    case "gate":
      return "town";
    case "stave":
      return "mountains";
    case "saturn":
    case "rocket":
    case "starship":
      return "pad";
    case "rover":
      return "mars";
    case "jet":
      return "sky";
    case "figure":
      return "jungle";
    case "skyscrapers":
      return "city";
    case "bunker":
      return "forest";
  }
}

function ridge(r: Rng, W: number, y: number, amp: number, count: number, bottom: number): string {
  const p: [number, number][] = [];
  for (let i = 0; i <= count; i++) p.push([(i / count) * (W + 40) - 20, y + rnd(r, -amp, amp)]);
  let d = `M-20 ${n(bottom)}L${n(p[0]![0])} ${n(p[0]![1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const a = p[i]!;
    const c = p[i + 1]!;
    d += `Q${n(a[0])} ${n(a[1])} ${n((a[0] + c[0]) / 2)} ${n((a[1] + c[1]) / 2)}`;
  }
  const last = p[p.length - 1]!;
  return `${d}L${n(last[0])} ${n(last[1])}L${n(W + 20)} ${n(bottom)}Z`;
}

function pine(x: number, y: number, h: number, col: string, snow: boolean): string {
  const w = h * 0.38;
  let s = rect(x - h * 0.03, y - h * 0.2, h * 0.06, h * 0.2, "#3b2c20");
  s += poly([x - w, y - h * 0.15, x, y - h, x + w, y - h * 0.15], col);
  if (snow)
    s +=
      poly([x - w * 0.3, y - h * 0.74, x, y - h, x + w * 0.3, y - h * 0.74], "#f1f5f9", op(0.9)) +
      path(
        `M${n(x - w)} ${n(y - h * 0.15)}L${n(x - w * 0.55)} ${n(y - h * 0.4)}L${n(x + w * 0.1)} ${n(y - h * 0.18)}Z`,
        "#f1f5f9",
        op(0.7),
      );
  return s;
}

function cloud(cx: number, cy: number, w: number, col: string, o: number): string {
  let s = ellipse(cx, cy, w / 2, w * 0.11, col);
  s +=
    circle(cx - w * 0.22, cy - w * 0.06, w * 0.14, col) +
    circle(cx, cy - w * 0.12, w * 0.2, col) +
    circle(cx + w * 0.2, cy - w * 0.05, w * 0.13, col);
  return `<g${op(o)}>${s}</g>`;
}

interface Outdoor {
  night: boolean;
  snow: boolean;
  hue?: number;
}

function sky(ctx: Ctx, bk: Backdrop, W: number, H: number, hz: number, o: Outdoor): string {
  const r = ctx.r;
  let top: string;
  let bottom: string;
  if (o.night) {
    const hue = o.hue ?? rnd(r, 218, 232);
    top = hsl(hue, 60, rnd(r, 5, 9));
    bottom = hsl(hue - 5, 42, rnd(r, 20, 28));
  } else if (o.snow) {
    top = hsl(rnd(r, 205, 216), 18, rnd(r, 58, 66));
    bottom = hsl(210, 22, rnd(r, 84, 89));
  } else if (bk === "mars") {
    top = hsl(rnd(r, 24, 30), 38, rnd(r, 52, 58));
    bottom = hsl(rnd(r, 30, 36), 55, rnd(r, 74, 80));
  } else {
    const dusk = r() < 0.16;
    top = hsl(rnd(r, 200, 214), rnd(r, 55, 70), rnd(r, 40, 52));
    bottom = dusk ? hsl(rnd(r, 26, 40), 80, rnd(r, 74, 80)) : hsl(rnd(r, 194, 204), 55, rnd(r, 80, 88));
  }
  ctx.defs.push(
    `<linearGradient id="${ctx.id("sky")}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${n(hz)}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
  );
  let s = rect(0, 0, W, H, url(ctx, "sky"));
  const u = Math.min(W, H);
  if (o.night) {
    let d = "";
    const count = Math.min(90, Math.round((W * hz) / 9000));
    for (let i = 0; i < count; i++) {
      const sx = rnd(r, 0, W);
      const sy = rnd(r, 0, hz * 0.9);
      const sz = rnd(r, 0.5, 1.5) * (u / 600);
      d += `M${n(sx)} ${n(sy)}h${n(sz)}`;
    }
    s += stroke(d, "#fff", u / 300, ' stroke-linecap="round" opacity=".85"');
    if (r() < 0.7) {
      const mx = rnd(r, W * 0.08, W * 0.92);
      const my = rnd(r, hz * 0.12, hz * 0.4);
      const mr = u * 0.035;
      s += circle(mx, my, mr * 3, "#c9d6ff", op(0.08)) + circle(mx, my, mr, "#f3f1df");
      s +=
        circle(mx - mr * 0.3, my + mr * 0.2, mr * 0.18, "#d8d4bf") +
        circle(mx + mr * 0.25, my - mr * 0.35, mr * 0.12, "#d8d4bf");
    }
  } else if (!o.snow) {
    if (r() < 0.55) {
      const sx = rnd(r, W * 0.05, W * 0.95);
      const sy = rnd(r, hz * 0.08, hz * 0.35);
      s += circle(sx, sy, u * 0.12, "#fff6d8", op(0.18)) + circle(sx, sy, u * 0.035, "#fffbea", op(0.95));
    }
  }
  const clouds = o.night
    ? Math.floor(rnd(r, 0, 3))
    : bk === "mars"
      ? 0
      : Math.floor(rnd(r, o.snow ? 3 : 2, bk === "sky" ? 8 : 6));
  const cc = o.night ? "#5a6a8c" : o.snow ? "#eef1f5" : "#ffffff";
  for (let i = 0; i < clouds; i++) {
    s += cloud(
      rnd(r, -0.05 * W, 1.05 * W),
      rnd(r, hz * 0.1, hz * 0.75),
      rnd(r, 0.12, 0.3) * W,
      cc,
      o.night ? 0.25 : rnd(r, 0.6, 0.9),
    );
  }
  if (o.snow) s += rect(0, 0, W, H, "#dfe6ee", op(0.12));
  return s;
}

function landscape(ctx: Ctx, bk: Backdrop, W: number, H: number, hz: number, o: Outdoor): string {
  const r = ctx.r;
  const c = ctx.c;
  const u = Math.min(W, H);
  let s = "";
  const snowy = (col: string) => (o.snow ? mix(col, "#eef3f8", 0.75) : c(col));
  switch (bk) {
    case "sea": {
      s += rect(0, hz, W, H - hz, c(o.snow ? "#5d7183" : "#2f6f95"));
      let d = "";
      for (let i = 0; i < 18; i++)
        d += `M${n(rnd(r, 0, W))} ${n(rnd(r, hz + 2, hz + (H - hz) * 0.3))}h${n(rnd(r, 10, 40))}`;
      s += stroke(d, "#fff", 1.2, op(0.35));
      if (r() < 0.5) {
        const bx = rnd(r, W * 0.1, W * 0.9);
        s +=
          path(
            `M${n(bx)} ${n(hz - 1)}l${n(u * 0.03)} 0l${n(-u * 0.005)} ${n(u * 0.006)}h${n(-u * 0.022)}z`,
            c("#555"),
            op(0.6),
          ) + rect(bx + u * 0.012, hz - u * 0.016, u * 0.002, u * 0.015, c("#555"), op(0.6));
      }
      break;
    }
    case "hills": {
      s += path(ridge(r, W, hz - u * 0.09, u * 0.04, 4, hz + 2), snowy(hsl(rnd(r, 120, 140), 18, 55)), op(0.8));
      s += path(ridge(r, W, hz - u * 0.04, u * 0.025, 6, hz + 2), snowy(hsl(rnd(r, 95, 115), 30, 40)));
      for (let i = 0; i < 10; i++) {
        const tx = rnd(r, 0, W);
        s += circle(tx, hz - u * rnd(r, 0.01, 0.03), u * rnd(r, 0.012, 0.022), o.snow ? "#b9c4cc" : c("#3f6a35"));
      }
      break;
    }
    case "mountains": {
      let d = `M-10 ${n(hz)}`;
      const peaks: [number, number][] = [];
      for (let x = -10; x < W + 60; x += rnd(r, W * 0.08, W * 0.16)) {
        const py = hz - u * rnd(r, 0.14, 0.3);
        peaks.push([x, py]);
        d += `L${n(x)} ${n(py)}L${n(x + rnd(r, W * 0.04, W * 0.08))} ${n(hz - u * rnd(r, 0.05, 0.12))}`;
      }
      d += `L${n(W + 10)} ${n(hz)}Z`;
      s += path(d, c(o.snow ? "#9fb0c2" : "#7f93a8"), op(0.9));
      for (const [px, py] of peaks)
        s += poly(
          [px - u * 0.035, py + u * 0.05, px, py, px + u * 0.03, py + u * 0.045],
          "#f4f7fb",
          op(o.night ? 0.4 : 0.9),
        );
      s += path(ridge(r, W, hz - u * 0.04, u * 0.02, 6, hz + 2), snowy("#466b43"));
      for (let i = 0; i < 26; i++)
        s += pine(rnd(r, 0, W), hz + 2, u * rnd(r, 0.05, 0.1), c(pick(r, ["#2e4d2f", "#36573a", "#27432a"])), o.snow);
      break;
    }
    case "forest": {
      s += rect(0, hz - u * 0.2, W, u * 0.2 + 2, c("#22361f"));
      for (let i = 0; i < 44; i++)
        s += pine(
          rnd(r, -20, W + 20),
          hz + 2,
          u * rnd(r, 0.22, 0.42),
          c(pick(r, ["#2b4527", "#335030", "#243b22", "#3a5a33"])),
          o.snow,
        );
      break;
    }
    case "jungle": {
      s += rect(0, hz - u * 0.35, W, u * 0.35 + 2, c("#1f3a1c"));
      for (let i = 0; i < 46; i++) {
        const lx = rnd(r, -20, W + 20);
        const ly = rnd(r, hz - u * 0.45, hz);
        s += `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(u * rnd(r, 0.04, 0.09))}" ry="${n(u * rnd(r, 0.012, 0.03))}" transform="rotate(${n(rnd(r, -50, 50))} ${n(lx)} ${n(ly)})" fill="${c(pick(r, ["#2f5a28", "#3d6e2e", "#264d22", "#4a7d35"]))}"/>`;
      }
      let vines = "";
      for (let i = 0; i < 5; i++) {
        const vx = rnd(r, 0, W);
        vines += `M${n(vx)} 0Q${n(vx + rnd(r, -40, 40))} ${n(hz * 0.3)} ${n(vx + rnd(r, -20, 20))} ${n(hz * rnd(r, 0.3, 0.6))}`;
      }
      s += stroke(vines, c("#2c4a22"), u / 200);
      break;
    }
    case "town": {
      let x = rnd(r, -40, 0);
      while (x < W) {
        const w = u * rnd(r, 0.09, 0.15);
        const h = u * rnd(r, 0.16, 0.26);
        const col = pick(r, ["#e8c9a0", "#d9a38a", "#c9d4b8", "#e6dcc4", "#d7b7c6", "#b8c8d8", "#eddba0"]);
        s += rect(x, hz - h, w, h + 2, c(col));
        if (r() < 0.6) s += poly([x, hz - h, x + w / 2, hz - h - w * 0.5, x + w, hz - h], c("#9a4a34"));
        else s += rect(x - 1, hz - h - u * 0.012, w + 2, u * 0.012, c(mix(col, "#000", 0.15)));
        let wd = "";
        for (let wy = hz - h + u * 0.03; wy < hz - u * 0.04; wy += u * 0.045)
          for (let wx = x + w * 0.15; wx < x + w * 0.8; wx += w * 0.28)
            wd += `M${n(wx)} ${n(wy)}h${n(u * 0.012)}v${n(u * 0.02)}h${n(-u * 0.012)}z`;
        s += path(wd, o.night ? "#ffcf6a" : c("#4a5563"), op(o.night ? 0.7 : 0.8));
        x += w;
      }
      s += rect(0, hz - u * 0.35, W, u * 0.35, o.night ? "#0b1530" : "#e6eef5", op(o.night ? 0.25 : 0.25));
      break;
    }
    case "city": {
      for (let layer = 0; layer < 2; layer++) {
        let x = rnd(r, -30, 0);
        while (x < W) {
          const w = u * rnd(r, 0.04, 0.08);
          const h = u * rnd(r, 0.08, 0.24) * (layer ? 0.7 : 1);
          s += rect(x, hz - h, w, h + 2, c(layer ? "#7d8796" : "#9aa4b1"), op(layer ? 0.95 : 0.7));
          if (o.night) {
            let d = "";
            for (let i = 0; i < 4; i++) d += `M${n(x + rnd(r, 2, w - 3))} ${n(hz - rnd(r, 3, h - 3))}h2`;
            s += stroke(d, "#ffd36b", 1.5, op(0.8));
          }
          x += w + rnd(r, 0, u * 0.01);
        }
      }
      break;
    }
    case "pad": {
      s += rect(0, hz - u * 0.02, W, u * 0.02 + 2, c("#55704a"));
      s += path(ridge(r, W, hz - u * 0.02, u * 0.006, 12, hz + 2), c("#4a6642"));
      const tx = rnd(r, W * 0.05, W * 0.3);
      s +=
        rect(tx, hz - u * 0.12, u * 0.012, u * 0.12, c("#8a6a5a"), op(0.6)) +
        rect(tx + u * 0.06, hz - u * 0.05, u * 0.05, u * 0.05, c("#a7a9ad"), op(0.6));
      break;
    }
    case "mars": {
      s += path(
        `M-10 ${n(hz)}Q${n(W * 0.3)} ${n(hz - u * 0.2)} ${n(W * 0.55)} ${n(hz - u * 0.12)}T${n(W + 10)} ${n(hz - u * 0.05)}V${n(hz + 2)}Z`,
        c("#a8724e"),
        op(0.75),
      );
      s += path(ridge(r, W, hz - u * 0.03, u * 0.015, 7, hz + 2), c("#9a5c38"));
      break;
    }
    case "sky": {
      s += rect(0, hz, W, H - hz, c(o.snow ? "#dde5ee" : "#8aa77a"));
      let d = "";
      for (let i = 0; i < 10; i++) {
        const fy = hz + (H - hz) * rnd(r, 0.1, 1);
        d += `M${n(rnd(r, -W * 0.2, W))} ${n(fy)}h${n(rnd(r, W * 0.1, W * 0.4))}`;
      }
      s += stroke(d, c(o.snow ? "#c9d3de" : "#6f8f5c"), u * 0.02, op(0.6));
      s += rect(0, hz, W, H - hz, o.night ? "#0c1530" : "#dbe6f0", op(o.night ? 0.5 : 0.35));
      break;
    }
  }
  return s;
}

function groundColors(bk: Backdrop, o: Outdoor): [string, string] {
  if (o.snow && bk !== "mars") return ["#e9eff6", "#cfdae6"];
  switch (bk) {
    case "sea":
      return ["#e2d3a6", "#cdb886"];
    case "town":
      return ["#a8a196", "#837c72"];
    case "city":
      return ["#7d8a6a", "#5d6b4e"];
    case "pad":
      return ["#b3b0a7", "#8f8c84"];
    case "mars":
      return ["#c07a4a", "#9c5a34"];
    case "forest":
      return ["#56613a", "#3e4a2a"];
    case "jungle":
      return ["#4a5e2c", "#33431e"];
    default:
      return ["#79a04e", "#52793a"];
  }
}

function ground(ctx: Ctx, bk: Backdrop, W: number, H: number, hz: number, o: Outdoor): string {
  if (bk === "sky") return "";
  const r = ctx.r;
  const u = Math.min(W, H);
  const [a, b] = groundColors(bk, o);
  ctx.defs.push(
    `<linearGradient id="${ctx.id("gnd")}" gradientUnits="userSpaceOnUse" x1="0" y1="${n(hz)}" x2="0" y2="${n(H)}"><stop offset="0" stop-color="${ctx.c(a)}"/><stop offset="1" stop-color="${ctx.c(b)}"/></linearGradient>`,
  );
  const gy = bk === "sea" ? hz + (H - hz) * rnd(r, 0.3, 0.45) : hz;
  let s = "";
  if (bk === "sea") s += path(ridge(r, W, gy, u * 0.015, 5, H + 2), url(ctx, "gnd"));
  else s += rect(0, gy, W, H - gy, url(ctx, "gnd"));
  let d = "";
  const detail = o.snow
    ? "#ffffff"
    : ctx.c(bk === "mars" ? "#6e3a20" : bk === "pad" || bk === "town" ? "#6a665e" : "#3d5a2a");
  for (let i = 0; i < 34; i++) {
    const t = rnd(r, 0.05, 1);
    const x = rnd(r, 0, W);
    const y = gy + (H - gy) * t;
    const z = u * 0.01 * (0.4 + t);
    if (bk === "mars" || bk === "pad" || bk === "town" || o.snow) d += `M${n(x)} ${n(y)}h${n(z * 1.6)}`;
    else
      d += `M${n(x)} ${n(y)}l${n(-z * 0.4)} ${n(-z)}M${n(x)} ${n(y)}l0 ${n(-z * 1.3)}M${n(x)} ${n(y)}l${n(z * 0.4)} ${n(-z)}`;
  }
  s += stroke(d, detail, u * 0.004, ` stroke-linecap="round"${op(o.snow ? 0.6 : 0.55)}`);
  if (bk === "mars")
    for (let i = 0; i < 9; i++)
      s += ellipse(
        rnd(r, 0, W),
        rnd(r, gy + 6, H),
        u * rnd(r, 0.008, 0.03),
        u * rnd(r, 0.005, 0.012),
        ctx.c("#6d3c22"),
      );
  return s;
}

function snowfall(r: Rng, W: number, H: number): string {
  let d = "";
  const u = Math.min(W, H);
  for (let i = 0; i < 70; i++) d += `M${n(rnd(r, 0, W))} ${n(rnd(r, 0, H))}h0.1`;
  return stroke(d, "#fff", u * 0.007, ' stroke-linecap="round" opacity=".85"');
}

interface Frame {
  cx: number;
  heightFrac: number;
  widthFrac: number;
  mirror: boolean;
  horizon: number;
  groundAt: number;
  plan?: boolean;
  /** The real subject (Historia), not the model: no display base. */
  real?: boolean;
}

function place(d: Drawn, cx: number, gy: number, s: number, mirror: boolean): string {
  const mid = (d.x0 + d.x1) / 2;
  return `translate(${n(cx)} ${n(gy)}) scale(${Math.round((mirror ? -s : s) * 1000) / 1000} ${Math.round(s * 1000) / 1000}) translate(${n(-mid)} 0)`;
}

function outdoor(
  subject: ArtSubject,
  seed: string,
  W: number,
  H: number,
  o: Outdoor,
  f: Frame,
  ctxOut: { ctx?: Ctx } = {},
): string {
  const r = makeRng(seed);
  const ctx = makeCtx(subject, r, o.night ? "night" : o.snow ? "winter" : "day", `a${hashString(seed).toString(36)}`);
  ctxOut.ctx = ctx;
  commonDefs(ctx);
  const kind = kindOf(subject);
  const bk = backdropOf(kind);
  const hz = H * (bk === "sky" ? f.horizon + 0.18 : f.horizon);
  let body = sky(ctx, bk, W, H, hz, o) + landscape(ctx, bk, W, H, hz, o) + ground(ctx, bk, W, H, hz, o);
  const groundTop = bk === "sea" ? hz + (H - hz) * 0.45 : hz;
  const gy = groundTop + (H - groundTop) * f.groundAt;
  const d = drawSubject(subject, ctx, { plan: f.plan, angle: rnd(r, -50, -20), real: f.real });
  const dw = d.x1 - d.x0;
  const dh = -d.top;
  if (kind === "jet") {
    const s = Math.min((W * f.widthFrac) / dw, (H * 0.7) / dh);
    const cy = H * rnd(r, 0.35, 0.5);
    const y = cy - (s * d.top) / 2;
    body += `<g transform="${place(d, f.cx * W, y, s, f.mirror)}">${d.back ?? ""}${d.body}</g>`;
  } else {
    const maxH = Math.min(H * f.heightFrac, gy - H * 0.05);
    const s = Math.min(maxH / dh, (W * f.widthFrac) / dw);
    const cx = f.cx * W;
    body += ellipse(
      cx,
      gy + s * 2,
      (dw * s) / 2,
      Math.max(4, dw * s * 0.05),
      url(ctx, "shadow"),
      op(o.night ? 0.5 : 0.6),
    );
    if (o.night)
      body += ellipse(
        cx,
        gy - dh * s * 0.35,
        dw * s * 0.7,
        dh * s * 0.55,
        url(ctx, "glow"),
        op(kind === "bunker" ? 0.15 : 0.35),
      );
    body += `<g transform="${place(d, cx, gy, s, f.mirror)}">${d.back ?? ""}${d.body}</g>`;
  }
  if (o.snow) body += snowfall(r, W, H);
  return `<defs>${ctx.defs.join("")}</defs>${body}`;
}

function studio(subject: ArtSubject, seed: string, W: number, H: number, plinth: boolean): string {
  const r = makeRng(seed);
  const ctx = makeCtx(subject, r, "studio", `a${hashString(seed).toString(36)}`);
  commonDefs(ctx);
  const hue = rnd(r, 190, 230);
  const warm = r() < 0.35;
  const h = warm ? rnd(r, 25, 40) : hue;
  const [c0, c1, c2] = plinth
    ? [hsl(h, 14, rnd(r, 34, 42)), hsl(h, 16, 20), hsl(h, 12, 12)]
    : [hsl(h, 10, rnd(r, 92, 96)), hsl(h, 9, 82), hsl(h, 8, 68)];
  ctx.defs.push(
    `<radialGradient id="${ctx.id("bg")}" gradientUnits="userSpaceOnUse" cx="${n(W * rnd(r, 0.4, 0.6))}" cy="${n(H * 0.4)}" r="${n(Math.max(W, H) * 0.75)}"><stop offset="0" stop-color="${c0}"/><stop offset=".6" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></radialGradient>`,
    `<linearGradient id="${ctx.id("floor")}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${plinth ? 0.35 : 0.12}"/></linearGradient>`,
  );
  let body = rect(0, 0, W, H, url(ctx, "bg")) + rect(0, H * 0.62, W, H * 0.38, url(ctx, "floor"));
  const kind = kindOf(subject);
  const isJet = kind === "jet";
  const d = drawSubject(subject, ctx, { stand: isJet ? 46 : 0, plan: false });
  const dw = d.x1 - d.x0;
  const dh = -d.top;
  const cx = W * rnd(r, 0.45, 0.55);
  let gy = H * rnd(r, 0.8, 0.86);
  const mirror = r() < 0.5;
  if (plinth) {
    const pw = Math.min(W * 0.8, Math.max(W * 0.36, dw * ((H * 0.6) / dh) * 1.1));
    const ph = H * 0.1;
    const top = H * 0.8;
    const depth = H * 0.05;
    const wood = pick(r, ["#3b2a1e", "#1e1e20", "#4a3322"]);
    body += ellipse(cx, top + ph + depth * 0.5, pw * 0.6, depth, url(ctx, "shadow"));
    body += poly(
      [cx - pw / 2, top, cx + pw / 2, top, cx + pw / 2 - depth, top - depth, cx - pw / 2 + depth, top - depth],
      mix(wood, "#ffffff", 0.18),
    );
    body += rect(cx - pw / 2, top, pw, ph, wood) + rect(cx - pw / 2, top, pw, ph * 0.12, "#fff", op(0.12));
    body +=
      rect(cx - pw * 0.14, top + ph * 0.3, pw * 0.28, ph * 0.42, "#c9a752") +
      rect(cx - pw * 0.14, top + ph * 0.3, pw * 0.28, ph * 0.42, "none", ' stroke="#8a6e2a" stroke-width="1"');
    gy = top - depth * 0.5;
  }
  const maxH = plinth ? gy - H * 0.08 : H * rnd(r, 0.62, 0.74);
  const s = Math.min(maxH / dh, (W * 0.8) / dw);
  body += ellipse(cx, gy + s, (dw * s) / 2, Math.max(3, dw * s * 0.04), url(ctx, "shadow"), op(plinth ? 0.7 : 0.5));
  body += `<g transform="${place(d, cx, gy, s, mirror)}">${d.body}</g>`;
  if (plinth) {
    ctx.defs.push(
      `<radialGradient id="${ctx.id("spot")}"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    );
    body += ellipse(cx, gy - dh * s * 0.5, dw * s * 0.8, dh * s * 0.7, url(ctx, "spot"));
  }
  return `<defs>${ctx.defs.join("")}</defs>${body}`;
}

function workbench(subject: ArtSubject, seed: string, W: number, H: number): string {
  const r = makeRng(seed);
  const ctx = makeCtx(subject, r, "studio", `a${hashString(seed).toString(36)}`);
  commonDefs(ctx);
  const u = Math.min(W, H);
  const y0 = H * rnd(r, 0.26, 0.34);
  ctx.defs.push(
    `<linearGradient id="${ctx.id("wall")}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(rnd(r, 25, 45), 18, 72)}"/><stop offset="1" stop-color="${hsl(35, 16, 56)}"/></linearGradient>`,
    `<linearGradient id="${ctx.id("mat")}" gradientUnits="userSpaceOnUse" x1="0" y1="${n(y0)}" x2="0" y2="${n(H)}"><stop offset="0" stop-color="#1f5f4c"/><stop offset="1" stop-color="#2a7a5f"/></linearGradient>`,
  );
  let body = rect(0, 0, W, y0 + 2, url(ctx, "wall"));
  body += rect(0, y0 - u * 0.02, W, H, "#8a6442") + rect(0, y0 - u * 0.02, W, u * 0.008, "#a57c55");
  const mat = [W * rnd(r, 0.02, 0.1), y0, W * 1.05, y0, W * 1.25, H, -W * 0.25, H];
  body += poly(mat, url(ctx, "mat"));
  const clip = ctx.id("matclip");
  ctx.defs.push(`<clipPath id="${clip}"><polygon points="${pts(mat)}"/></clipPath>`);
  const vx = W * 0.55;
  const vy = y0 - H * 1.1;
  let minor = "";
  let major = "";
  const cols = 30;
  for (let i = 0; i <= cols; i++) {
    const xb = -W * 0.3 + (i * W * 1.6) / cols;
    const k = (y0 - vy) / (H - vy);
    const xt = vx + (xb - vx) * k;
    const seg = `M${n(xb)} ${n(H)}L${n(xt)} ${n(y0)}`;
    if (i % 5 === 0) major += seg;
    else minor += seg;
  }
  for (let i = 1; i <= 16; i++) {
    const t = i / 16;
    const y = y0 + (H - y0) * Math.pow(t, 1.5);
    const seg = `M0 ${n(y)}H${n(W)}`;
    if (i % 5 === 0) major += seg;
    else minor += seg;
  }
  body += `<g clip-path="url(#${clip})">${stroke(minor, "#9fd8c0", u * 0.0016, op(0.35))}${stroke(major, "#c8f0de", u * 0.003, op(0.5))}</g>`;
  // printed sheet with cut-outs
  const part = (px: number, py: number, sc: number, rot: number, inner: string) =>
    `<g transform="translate(${n(px)} ${n(py)}) scale(${n(sc)} ${n(sc * 0.45)}) rotate(${n(rot)})">${inner}</g>`;
  const printed = ctx.lit(pick(ctx.sr, ["#b2442d", "#cdbf9d", "#a4533b", "#9da2a3", "#8d8b4c", "#d8d4cb"]));
  const sheet = `${rect(-100, -70, 200, 140, "#f7f5ef")}${rect(-84, -56, 60, 40, "#1f5f4c", op(0.85))}${rect(-10, -56, 90, 30, printed)}${rect(-10, -20, 40, 70, printed)}${stroke("M-10 -41H80M10 -20V50", "#000", 1, ' stroke-dasharray="4 3" opacity=".4"')}${rect(44, -10, 36, 56, "#1f5f4c", op(0.85))}`;
  body += part(W * rnd(r, 0.14, 0.24), H * rnd(r, 0.55, 0.7), u * 0.0032, rnd(r, -20, 20), sheet);
  for (let i = 0; i < 5; i++) {
    const w = rnd(r, 40, 90);
    const hh = rnd(r, 20, 50);
    const piece = `${poly([-w / 2, -hh / 2, w / 2, -hh / 2, w / 2 + 8, -hh / 2 + 6, w / 2 + 8, hh / 2 - 6, w / 2, hh / 2, -w / 2, hh / 2], i % 2 ? printed : "#f4f1e8")}${rect(-w / 2 + 4, -hh / 2 + 4, w - 8, hh - 8, i % 2 ? "#000" : printed, op(i % 2 ? 0.12 : 0.5))}${stroke(`M${n(w / 2)} ${n(-hh / 2)}V${n(hh / 2)}`, "#000", 1, ' stroke-dasharray="3 3" opacity=".45"')}`;
    const side = i % 2 ? rnd(r, 0.62, 0.9) : rnd(r, 0.08, 0.35);
    body += part(W * side, H * rnd(r, 0.72, 0.95), u * 0.0028, rnd(r, 0, 360), piece);
  }
  // glue bottle
  const glue = `${rect(-50, -13, 90, 26, "#f1e7b4")}${rect(-30, -13, 40, 26, "#2d6fb3")}${poly([40, -10, 62, -4, 62, 4, 40, 10], "#e8722a")}${rect(62, -2, 12, 4, "#e8722a")}${rect(-50, -13, 90, 8, "#fff", op(0.4))}`;
  body += `<g transform="translate(${n(W * rnd(r, 0.7, 0.86))} ${n(H * rnd(r, 0.5, 0.62))}) scale(${n(u * 0.0036)}) rotate(${n(rnd(r, -30, 30))})">${glue}</g>`;
  // scalpel
  const scalpel = `${rect(-70, -4, 100, 8, "#c9ccd0")}${stroke("M-60 -4V4M-54 -4V4M-48 -4V4M-42 -4V4M-36 -4V4", "#8d9196", 1)}${rect(30, -3, 10, 6, "#a6aaaf")}${poly([40, -3, 74, -1, 60, 4, 40, 3], "#e4e8ec")}`;
  body += `<g transform="translate(${n(W * rnd(r, 0.3, 0.5))} ${n(H * rnd(r, 0.86, 0.94))}) scale(${n(u * 0.004)}) rotate(${n(rnd(r, -25, 10))})">${scalpel}</g>`;
  // the half-built model
  const d = drawSubject(subject, ctx, { stand: kindOf(subject) === "jet" ? 46 : 0 });
  const dw = d.x1 - d.x0;
  const dh = -d.top;
  const frac = rnd(r, 0.4, 0.62);
  const gy = H * rnd(r, 0.66, 0.74);
  const s = Math.min((H * rnd(r, 0.36, 0.46)) / (dh * frac), (W * 0.45) / dw);
  const cx = W * rnd(r, 0.44, 0.56);
  const cid = ctx.id("half");
  const jet = kindOf(subject) === "jet";
  const clipRect = jet
    ? rect(d.x0 - 10, d.top - 10, dw * frac + 10, dh + 20, "#000")
    : rect(d.x0 - 200, -dh * frac, dw + 400, dh * frac + 20, "#000");
  ctx.defs.push(`<clipPath id="${cid}">${clipRect}</clipPath>`);
  body += ellipse(cx, gy + s * 2, (dw * s) / 2, Math.max(4, dw * s * 0.05), url(ctx, "shadow"), op(0.6));
  const edge = jet ? "" : stroke(`M${n(d.x0)} ${n(-dh * frac)}H${n(d.x1)}`, "#fff", 1.2, op(0.0));
  body += `<g transform="${place(d, cx, gy, s, r() < 0.5)}"><g clip-path="url(#${cid})">${d.body}</g>${edge}</g>`;
  return `<defs>${ctx.defs.join("")}</defs>${body}`;
}

function svgDoc(W: number, H: number, inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${inner}</svg>`;
}

function cornerLabel(W: number, H: number, name: string, counter: string, big: boolean): string {
  const u = Math.min(W, H);
  let fs = Math.max(11, Math.round(u * (big ? 0.06 : 0.036)));
  const gap = counter ? fs * 0.9 : 0;
  const measure = (size: number) =>
    textWidth(name, size, true) + (counter ? gap + textWidth(counter, size * 0.86, false) : 0);
  while (measure(fs) > W * 0.86 && fs > 9) fs -= 1;
  const pad = fs * 0.6;
  const bw = measure(fs) + pad * 2;
  const bh = fs * 1.75;
  const m = Math.round(u * 0.03);
  const y = H - m - bh;
  let s = rect(m, y, bw, bh, "#000", ` rx="${n(fs * 0.45)}" fill-opacity=".5"`);
  s += `<text x="${n(m + pad)}" y="${n(y + bh * 0.5 + fs * 0.36)}" font-family="${FONT}" font-size="${fs}" font-weight="bold" fill="#fff">${escapeXml(name)}`;
  if (counter)
    s += `<tspan dx="${n(gap)}" font-size="${n(fs * 0.86)}" font-weight="normal" fill-opacity=".85">${escapeXml(counter)}</tspan>`;
  return `${s}</text>`;
}

function outdoorOf(scene: ArtScene, r: Rng): Outdoor {
  if (scene === "noc") return { night: true, snow: false };
  if (scene === "filmy") return { night: true, snow: false, hue: rnd(r, 238, 258) };
  if (scene === "zima") return { night: false, snow: true };
  return { night: false, snow: false };
}

function frameFor(r: Rng, wide: boolean): Frame {
  return {
    cx: wide ? rnd(r, 0.4, 0.6) : rnd(r, 0.42, 0.58),
    heightFrac: rnd(r, 0.6, 0.8),
    widthFrac: wide ? rnd(r, 0.55, 0.72) : 0.82,
    mirror: r() < 0.4,
    horizon: rnd(r, 0.58, 0.7),
    groundAt: rnd(r, 0.35, 0.7),
    plan: r() < 0.35,
  };
}

export function photoSvg(
  subject: ArtSubject,
  scene: ArtScene,
  number: number,
  total: number,
  width: number,
  height: number,
): string {
  const seed = `${subject.component}|${scene}|${number}`;
  const r = makeRng(`frame:${seed}`);
  let inner: string;
  if (scene === "budowa") inner = workbench(subject, seed, width, height);
  else if (scene === "model" || scene === "podstawka")
    inner = studio(subject, seed, width, height, scene === "podstawka");
  else inner = outdoor(subject, seed, width, height, outdoorOf(scene, r), frameFor(r, width > height * 1.2));
  return svgDoc(width, height, inner + cornerLabel(width, height, subject.name, `${number} / ${total}`, false));
}

export function coverSvg(subject: ArtSubject, width: number, height: number): string {
  const seed = `${subject.component}|cover`;
  const r = makeRng(`frame:${seed}`);
  const f = frameFor(r, true);
  f.cx = 0.5;
  f.heightFrac = 0.72;
  f.plan = false;
  const inner = outdoor(subject, seed, width, height, { night: false, snow: false }, f);
  return svgDoc(width, height, inner + cornerLabel(width, height, subject.name, "", true));
}

function wrapText(text: string, size: number, maxW: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let cur = "";
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (cur && textWidth(next, size, true) > maxW) {
      lines.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

export function cardSvg(subject: ArtSubject, width: number, height: number): string {
  const seed = `${subject.component}|card`;
  const r = makeRng(`frame:${seed}`);
  const f: Frame = {
    cx: 0.5,
    heightFrac: 0.6,
    widthFrac: 0.86,
    mirror: r() < 0.5,
    horizon: rnd(r, 0.5, 0.56),
    groundAt: 0.35,
    plan: false,
  };
  const inner = outdoor(subject, seed, width, height, { night: false, snow: false }, f);
  let fs = Math.round(width * 0.075);
  let lines = wrapText(subject.name, fs, width * 0.88);
  while (lines.length > 2 && fs > 10) {
    fs -= 1;
    lines = wrapText(subject.name, fs, width * 0.88);
  }
  const lh = fs * 1.2;
  const band = lh * lines.length + fs * 1.2;
  const gid = `c${hashString(seed).toString(36)}band`;
  let t = `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset=".35" stop-color="#000" stop-opacity=".55"/><stop offset="1" stop-color="#000" stop-opacity=".75"/></linearGradient></defs>`;
  t += rect(0, height - band - fs * 1.2, width, band + fs * 1.2, `url(#${gid})`);
  t += `<text x="${n(width / 2)}" font-family="${FONT}" font-size="${fs}" font-weight="bold" fill="#fff" text-anchor="middle">`;
  lines.forEach((line, i) => {
    t += `<tspan x="${n(width / 2)}" y="${n(height - band + fs * 0.6 + fs + i * lh)}">${escapeXml(line)}</tspan>`;
  });
  t += "</text>";
  return svgDoc(width, height, inner + t);
}

const ICON_COLORS: Record<string, string> = {
  lighthouse: "#c0392b",
  castle: "#8e5a2b",
  gate: "#8e5a2b",
  townhall: "#a0522d",
  church: "#6c3f99",
  stave: "#5b3a1e",
  saturn: "#1f3b73",
  rocket: "#1f3b73",
  starship: "#2b3f55",
  rover: "#b5542a",
  jet: "#2d6a8f",
  figure: "#3d7a3a",
  skyscrapers: "#7a5c1e",
  bunker: "#4d5a3a",
};

// Drawn in a 100 x 100 box.
function pictogram(kind: Kind): string {
  const w = "#fff";
  switch (kind) {
    case "lighthouse":
      return (
        poly([40, 86, 44, 36, 56, 36, 60, 86], w) +
        rect(38, 30, 24, 5, w) +
        rect(43, 20, 14, 10, w) +
        path("M41 20Q50 8 59 20Z", w) +
        poly([60, 24, 88, 14, 88, 34], w, op(0.55)) +
        poly([40, 24, 12, 14, 12, 34], w, op(0.55)) +
        rect(26, 86, 48, 5, w)
      );
    case "castle":
    case "gate":
      return path(`M18 88V40h8v-6h6v6h6v-6h6V54h12V34h6v6h6v-6h6v6h8v48H58V70a8 8 0 0 0-16 0v18Z`, w);
    case "townhall":
      return path("M14 88V56H42V30L50 14L58 30V56H86V88H58V72H42V88Z", w) + circle(50, 40, 4, "#000", op(0.25));
    case "church":
      return path("M24 88V44L34 14L44 44V56H82V88Z", w) + stroke("M34 14V4M29 8H39", w, 3);
    case "stave":
      return (
        path("M14 86L26 68H74L86 86ZM24 68L36 50H64L76 68ZM34 50L44 34H56L66 50ZM44 34L50 10L56 34Z", w) +
        stroke("M36 50q-8-2-10-10M64 50q8-2 10-10", w, 3)
      );
    case "saturn":
    case "rocket":
    case "starship":
      return (
        path("M50 8C60 20 62 34 62 48V74L72 86H28L38 74V48C38 34 40 20 50 8Z", w) + circle(50, 40, 5, "#000", op(0.25))
      );
    case "rover":
      return (
        rect(22, 40, 56, 16, w) +
        rect(30, 18, 4, 24, w) +
        rect(24, 14, 16, 8, w) +
        circle(28, 72, 9, w) +
        circle(50, 72, 9, w) +
        circle(72, 72, 9, w) +
        stroke("M28 72L38 56M50 72L44 56M72 72L64 56", w, 3)
      );
    case "jet":
      return path(
        "M50 8C54 16 55 28 55 40L86 64V72L55 62V78L66 86V92L50 88L34 92V86L45 78V62L14 72V64L45 40C45 28 46 16 50 8Z",
        w,
      );
    case "figure":
      return (
        circle(50, 20, 9, w) +
        path("M36 32H64L68 58H60L58 88H52L50 64L48 88H42L40 58H32Z", w) +
        stroke("M30 34L22 60M70 34L78 60", w, 6, ' stroke-linecap="round"')
      );
    case "skyscrapers":
      return (
        path("M16 90V46H30V90ZM36 90V30L44 18L52 30V90ZM44 18V4M58 90V40H64V30H72V40H78V90Z", w) +
        stroke("M44 18V4M68 30V16", w, 2.4)
      );
    case "bunker":
      return (
        path("M10 82L16 50H84L90 82Z", w) +
        rect(8, 42, 84, 10, w) +
        rect(40, 62, 14, 20, "#000", op(0.33)) +
        poly([70, 42, 78, 18, 86, 42], w)
      );
  }
}

export function iconSvg(subject: ArtSubject, size: number): string {
  const kind = kindOf(subject);
  const color = ICON_COLORS[kind] ?? "#555555";
  const s = size;
  const id = `i${hashString(subject.component).toString(36)}`;
  const inner =
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(color, "#ffffff", 0.25)}"/><stop offset="1" stop-color="${mix(color, "#000000", 0.2)}"/></linearGradient></defs>` +
    circle(s / 2, s / 2 + s * 0.02, s * 0.47, "#000", op(0.3)) +
    circle(s / 2, s / 2, s * 0.46, `url(#${id})`, ` stroke="#fff" stroke-width="${n(s * 0.05)}"`) +
    `<g transform="translate(${n(s * 0.2)} ${n(s * 0.2)}) scale(${n(s * 0.006)})">${pictogram(kind)}</g>`;
  return svgDoc(s, s, inner);
}

// No text: the banner lays its own title over the picture.
export function bannerSvg(subject: ArtSubject, variant: "dzień" | "noc", width: number, height: number): string {
  const seed = `${subject.component}|banner|${variant}`;
  const r = makeRng(`frame:${seed}`);
  const wide = width / height > 2;
  const f: Frame = {
    cx: wide ? rnd(r, 0.66, 0.76) : rnd(r, 0.58, 0.66),
    heightFrac: 0.82,
    widthFrac: wide ? 0.42 : 0.62,
    mirror: r() < 0.5,
    horizon: rnd(r, 0.6, 0.7),
    groundAt: rnd(r, 0.5, 0.75),
    plan: false,
  };
  return svgDoc(width, height, outdoor(subject, seed, width, height, { night: variant === "noc", snow: false }, f));
}

export function historySvg(subject: ArtSubject, number: number, width: number, height: number): string {
  const seed = `${subject.component}|history|${number}`;
  const r = makeRng(`frame:${seed}`);
  const old = number === 1;
  const close = number % 2 === 0;
  const f: Frame = {
    cx: close ? rnd(r, 0.35, 0.65) : rnd(r, 0.3, 0.7),
    heightFrac: close ? 0.92 : rnd(r, 0.4, 0.55),
    widthFrac: close ? 0.95 : 0.55,
    mirror: number % 2 === 0,
    horizon: rnd(r, 0.55, 0.72),
    groundAt: close ? rnd(r, 0.6, 0.85) : rnd(r, 0.3, 0.5),
    plan: number % 2 === 0,
    real: true,
  };
  const o: Outdoor = { night: false, snow: !old && number % 3 === 0 };
  let inner = outdoor(subject, seed, width, height, o, f);
  const id = `h${hashString(seed).toString(36)}`;
  if (old) {
    let specks = "";
    for (let i = 0; i < 40; i++) specks += `M${n(rnd(r, 0, width))} ${n(rnd(r, 0, height))}h${n(rnd(r, 0.5, 2))}`;
    let scratches = "";
    for (let i = 0; i < 4; i++) {
      const sx = rnd(r, 0, width);
      scratches += `M${n(sx)} ${n(rnd(r, 0, height * 0.3))}l${n(rnd(r, -8, 8))} ${n(rnd(r, height * 0.3, height * 0.7))}`;
    }
    inner =
      `<defs><filter id="${id}s" x="0" y="0" width="1" height="1"><feColorMatrix type="matrix" values=".39 .77 .19 0 0 .35 .69 .17 0 0 .27 .53 .13 0 0 0 0 0 1 0"/></filter>` +
      `<radialGradient id="${id}v" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#2a1a0a" stop-opacity="0"/><stop offset="1" stop-color="#2a1a0a" stop-opacity=".7"/></radialGradient></defs>` +
      `<g filter="url(#${id}s)">${inner}</g>` +
      rect(0, 0, width, height, "#f3e2c0", op(0.12)) +
      rect(0, 0, width, height, `url(#${id}v)`) +
      stroke(specks, "#2a1d10", 1.4, op(0.5)) +
      stroke(scratches, "#fff8e6", 0.8, op(0.35));
  } else {
    inner += `<defs><radialGradient id="${id}v" cx=".5" cy=".5" r=".8"><stop offset=".7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></radialGradient></defs>${rect(0, 0, width, height, `url(#${id}v)`)}`;
  }
  return svgDoc(width, height, inner);
}
