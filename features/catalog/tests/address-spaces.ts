/** Whitespace of any kind inside a web address (a value, an address in prose, a Markdown link) breaks the link. */
export function addressesWithSpaces(text: string): string[] {
  const faults: string[] = [];
  const whole = text.trim();
  if (/^(?:https?:\/\/|mailto:)/.test(whole) && /\s/.test(whole)) faults.push(whole);
  for (const [address] of text.matchAll(/https?:\/\/[^ \t\r\n"'<>()[\]]+/g)) {
    if (/\s/.test(address) && !faults.includes(whole)) faults.push(address);
  }
  for (const [, target = ""] of text.matchAll(/\]\(([^)]*)\)/g)) if (/\s/.test(target)) faults.push(target);
  return faults;
}
