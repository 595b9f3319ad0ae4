export type ResistorField = "supply" | "forward" | "current";

export type ResistorValues = Record<ResistorField, string>;

export const RESISTOR_FIELDS: readonly { name: ResistorField; param: string; label: string }[] = [
  { name: "supply", param: "zasilanie", label: "Napięcie zasilania (V)" },
  { name: "forward", param: "przewodzenie", label: "Napięcie przewodzenia diody (V)" },
  { name: "current", param: "prad", label: "Prąd diody (mA)" },
];

export function valuesFromSearchParams(params: URLSearchParams): ResistorValues | null {
  if (!RESISTOR_FIELDS.some(({ param }) => params.has(param))) return null;
  const values = { supply: "", forward: "", current: "" };
  for (const { name, param } of RESISTOR_FIELDS) values[name] = params.get(param) ?? "";
  return values;
}

export type ResistorResult =
  | { kind: "invalid"; errors: Partial<Record<ResistorField, string>> }
  /** Some input is empty or zero: the spec shows 0 Ω rather than an error. */
  | { kind: "zero" }
  | { kind: "forwardTooHigh"; supply: number; forward: number }
  | { kind: "resistor"; ohms: number; e12: number; powerMw: number };

export const E12_SERIES = [10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68, 82] as const;

const NUMBER_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

type ParsedField = { ok: true; value: number | null } | { ok: false; message: string };

export function parseField(raw: string): ParsedField {
  const text = raw.trim().replace(",", ".");
  if (text === "") return { ok: true, value: null };
  const value = NUMBER_PATTERN.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value)) return { ok: false, message: "Wpisz liczbę, np. 2,4." };
  if (value < 0) return { ok: false, message: "Wartość nie może być ujemna." };
  return { ok: true, value };
}

export function resistorOhms(supply: number | null, forward: number | null, currentMa: number | null): number {
  if (!supply || !forward || !currentMa) return 0;
  const exact = (supply - forward) / (currentMa / 1000);
  // 6.6 / 0.02 is 329.99999999999994 in binary: twelve significant digits absorb that before truncating, as on paper.
  return Math.trunc(Number(exact.toPrecision(12)));
}

export function e12AtOrAbove(ohms: number): number {
  if (!Number.isFinite(ohms)) throw new RangeError(`No E12 value for ${ohms} Ω`);
  for (let exponent = -1; ; exponent += 1) {
    for (const mantissa of E12_SERIES) {
      // Dividing the integer mantissa keeps 1.2 exact, where 12 * 10 ** -1 would not be.
      const value = exponent < 0 ? mantissa / 10 : mantissa * 10 ** exponent;
      if (value >= ohms) return value;
    }
  }
}

export function resistorPowerMw(supply: number, forward: number, currentMa: number): number {
  return Math.round((supply - forward) * currentMa * 10) / 10;
}

export function calculateResistor(values: ResistorValues): ResistorResult {
  const errors: Partial<Record<ResistorField, string>> = {};
  const numbers: Partial<Record<ResistorField, number | null>> = {};
  for (const { name } of RESISTOR_FIELDS) {
    const parsed = parseField(values[name]);
    if (parsed.ok) numbers[name] = parsed.value;
    else errors[name] = parsed.message;
  }
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };

  const supply = numbers.supply ?? null;
  const forward = numbers.forward ?? null;
  const current = numbers.current ?? null;
  if (!supply || !forward || !current) return { kind: "zero" };
  if (forward >= supply) return { kind: "forwardTooHigh", supply, forward };

  const ohms = resistorOhms(supply, forward, current);
  if (!Number.isFinite(ohms)) {
    return { kind: "invalid", errors: { current: "Tak mały prąd daje wynik poza zakresem; wpisz większą wartość." } };
  }
  return { kind: "resistor", ohms, e12: e12AtOrAbove(ohms), powerMw: resistorPowerMw(supply, forward, current) };
}

const plainNumber = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return plainNumber.format(value);
}

export function formatResistance(ohms: number): string {
  if (ohms >= 1_000_000) return `${formatNumber(ohms / 1_000_000)} MΩ`;
  if (ohms >= 1000) return `${formatNumber(ohms / 1000)} kΩ`;
  return `${formatNumber(ohms)} Ω`;
}
