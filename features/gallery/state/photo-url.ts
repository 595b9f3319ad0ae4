export function replacePhotoParam(name: string, value: string | null): void {
  const url = new URL(window.location.href);
  if (value) url.searchParams.set(name, value);
  else url.searchParams.delete(name);
  if (url.href === window.location.href) return;
  // Not a router navigation, which re-runs every loader; the router's history state is kept so Back and Forward work.
  window.history.replaceState(window.history.state, "", url);
}
