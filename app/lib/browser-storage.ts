// The only way to localStorage, so a blocked, full or absent storage never throws elsewhere.
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
