/** Whether the address is `#id`: a part woken after a link opened its form starts with it open. False on the server. */
export function addressTargets(id: string): boolean {
  if (typeof location === "undefined") return false;
  try {
    return decodeURIComponent(location.hash.slice(1)) === id;
  } catch {
    return false;
  }
}
