import type { Refusal } from "./client-action.ts";

export { INTENT_FIELD, type Refusal } from "./client-action.ts";

export interface Done<I extends string = string, T = unknown> {
  intent: I;
  ok: true;
  data: T;
}

/** Any page's answer. A form that reads no data takes this; one that does narrows it with `answerFor`. */
export type ActionAnswer = Done | Refusal;

type DataOf<Handler> = Handler extends (...args: never[]) => Promise<infer Result>
  ? Result extends undefined | void
    ? null
    : Result
  : never;

export type AnswerOf<Intents> =
  { [I in keyof Intents & string]: Done<I, DataOf<Intents[I]>> }[keyof Intents & string] | Refusal;

/** A page's answer as one feature's forms take it: their successes typed, another form's opaque, any refusal. */
export type PageAnswer<Intents> = AnswerOf<Intents> | Done;

/** The intents an answer names by type; any name for an answer that names none (a form that reads no data). */
export type IntentOf<Answer> = [Named<Answer>] extends [never] ? string : Named<Answer>;
type Named<Answer> = Answer extends Done<infer I> ? (string extends I ? never : I) : never;

/** The part of an answer that is these intents': their successes, or a refusal (an answer naming none stays whole). */
export type AnswerTo<Answer, I extends string> = [Named<Answer>] extends [never] ? Answer : Own<Answer, I>;
type Own<Answer, I extends string> = Answer extends Done<infer Name> ? (Name extends I ? Answer : never) : Answer;

/** The answer when it is one of these intents': the page's answer may be another form's. */
export function answerFor<Answer extends ActionAnswer, I extends IntentOf<Answer>>(
  answer: Answer | undefined,
  intent: I | readonly I[],
): AnswerTo<Answer, I> | undefined {
  const intents: readonly string[] = typeof intent === "string" ? [intent] : intent;
  // Checked by name at run time, which TypeScript cannot follow into the union.
  return answer && intents.includes(answer.intent) ? (answer as AnswerTo<Answer, I>) : undefined;
}

export function typedValue(answer: ActionAnswer | undefined, name: string, fallback = ""): string {
  return answer && !answer.ok ? (answer.values[name] ?? fallback) : fallback;
}

export function invalidField(answer: ActionAnswer | undefined, name: string): true | undefined {
  return (answer !== undefined && !answer.ok && answer.field === name) || undefined;
}
