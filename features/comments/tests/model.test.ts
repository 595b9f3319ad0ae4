import { describe, expect, test } from "vitest";
import { authorKind, commentTextIssue, formatCommentDate, guestNameIssue, visibleComments } from "../model.ts";

describe("formatCommentDate", () => {
  test("shows UTC times in Polish winter time (UTC+1) as DD-MM-YYYY HH:MM", () => {
    expect(formatCommentDate("2025-01-20T18:42:00.000Z")).toBe("20-01-2025 19:42");
  });

  test("shows summer time (UTC+2) and crosses midnight into the next day", () => {
    expect(formatCommentDate("2025-07-03T22:30:00.000Z")).toBe("04-07-2025 00:30");
  });

  test("follows the DST switch on the last Sunday of March", () => {
    expect(formatCommentDate("2025-03-30T00:59:00.000Z")).toBe("30-03-2025 01:59");
    expect(formatCommentDate("2025-03-30T01:00:00.000Z")).toBe("30-03-2025 03:00");
  });

  test("prints nothing for a broken date", () => {
    expect(formatCommentDate("nie data")).toBe("");
  });
});

describe("visibleComments", () => {
  const list = Array.from({ length: 7 }, (_, i) => i + 1);

  test("keeps the newest five (the list is oldest first) until expanded", () => {
    expect(visibleComments(list, false)).toEqual([3, 4, 5, 6, 7]);
    expect(visibleComments(list, true)).toEqual(list);
  });

  test("shows five or fewer whole", () => {
    expect(visibleComments([1, 2, 3, 4, 5], false)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("validation shared with the API", () => {
  test("requires the comment text and allows 2000 characters after trimming", () => {
    expect(commentTextIssue("   ")).toBe("Wpisz treść komentarza");
    expect(commentTextIssue(` ${"x".repeat(2000)} `)).toBeUndefined();
    expect(commentTextIssue("x".repeat(2001))).toBe("Komentarz może mieć najwyżej 2000 znaków");
  });

  test("wants a guest name of 3 to 20 characters", () => {
    expect(guestNameIssue("")).toBe("Podaj nazwę gościa");
    expect(guestNameIssue("ab")).toBe("Nazwa gościa musi mieć od 3 do 20 znaków");
    expect(guestNameIssue("abc")).toBeUndefined();
    expect(guestNameIssue("a".repeat(20))).toBeUndefined();
    expect(guestNameIssue("a".repeat(21))).toBe("Nazwa gościa musi mieć od 3 do 20 znaków");
  });
});

test("tells guests, users and admins apart for their avatars", () => {
  expect(authorKind({ admin: false, registered: false })).toBe("guest");
  expect(authorKind({ admin: false, registered: true })).toBe("user");
  expect(authorKind({ admin: true, registered: true })).toBe("admin");
});
