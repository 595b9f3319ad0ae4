export function replacePhotoParam(name: string, value: string | null): void {
  const url = new URL(window.location.href);
  if (value) url.searchParams.set(name, value);
  else url.searchParams.delete(name);
  if (url.href === window.location.href) return;
  // Not a router navigation: that would re-run every loader of the page for each photo. The router's own
  // history state is kept, so Back and Forward still work, and the entry is replaced, not added.
  window.history.replaceState(window.history.state, "", url);
}
