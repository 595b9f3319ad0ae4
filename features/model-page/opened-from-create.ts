// Set by "Utwórz", taken by the new page's panel: only a model just created opens at the panel.
let created = false;

export function markCreated(): void {
  created = true;
}

export function takeCreated(): boolean {
  const was = created;
  created = false;
  return was;
}
