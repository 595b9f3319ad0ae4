import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { HttpError, parseInput } from "./http.server.ts";

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
