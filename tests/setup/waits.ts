/**
 * How long a test waits for something a person would wait for (a panel's answer, a map's code, a dialog): generous,
 * since on two busy cores a one-second default (Testing Library's, Vitest's) failed tests of working code. A wait that
 * succeeds returns as soon as it does, so only a failing test pays for it.
 */
export const ASYNC_WAIT_MS = 10_000;
