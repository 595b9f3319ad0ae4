/**
 * Web addresses in a stored text that hold whitespace: a typography pass once bound "68 cm" with U+00A0 inside a
 * download link and broke it. A value that is an address may hold no space at all; in prose an address ends at a
 * plain space, so there any other space (U+00A0, a thin space) inside it counts, and so does one in a Markdown link.
 */
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
