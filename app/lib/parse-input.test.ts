import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { HttpError, MAX_BODY_BYTES, parseInput, readJsonObject } from "./http.server.ts";
import { tooLargeRefusal } from "./refusal-messages.ts";

function refusal(schema: v.GenericSchema, value: unknown): { status: number; message: string } {
  try {
    parseInput(schema, value);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
  }
  throw new Error("parseInput accepted the value");
}

describe("parseInput", () => {
  const schema = v.object({ content: v.string("Treść musi być tekstem"), count: v.number() });

  test("answers 400 with the schema's own Polish message", () => {
    expect(refusal(schema, { content: 1, count: 1 })).toEqual({ status: 400, message: "Treść musi być tekstem" });
  });

  test("never passes on valibot's English: a missing key and an unnamed rule get Polish messages", () => {
    expect(refusal(schema, { count: 1 })).toEqual({ status: 400, message: 'Brakuje pola "content"' });
    expect(refusal(schema, { content: "x", count: "1" })).toEqual({ status: 400, message: "Nieprawidłowe dane" });
  });
});

describe("a body over its limit", () => {
  async function sizeRefusal(body: string, limit: number): Promise<{ status: number; message: string }> {
    const headers = { "content-type": "application/json" };
    const request = new Request("https://example.com/api", { method: "POST", body, headers });
    try {
      await readJsonObject(request, limit);
    } catch (error) {
      if (error instanceof HttpError) return { status: error.status, message: error.message };
    }
    throw new Error("readJsonObject accepted the body");
  }

  test("answers 413 with the limit it broke", async () => {
    const refusal = {
      status: 413,
      message: "Przesłane dane są zbyt duże: najwyżej 32\u00a0KB. Skróć tekst i wyślij go ponownie.",
    };
    expect(await sizeRefusal(`{"content":"${"x".repeat(40_000)}"}`, MAX_BODY_BYTES)).toEqual(refusal);
    expect(tooLargeRefusal(256 * 1024)).toBe(
      "Przesłane dane są zbyt duże: najwyżej 256\u00a0KB. Skróć tekst i wyślij go ponownie.",
    );
  });
});
