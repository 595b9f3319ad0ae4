/** One OpenStreetMap tile Leaflet asked for: `/{z}/{x}/{y}.png`. */
export interface TileCoordinates {
  z: number;
  x: number;
  y: number;
}

/** The tiles Leaflet put on the map inside `region`, in the order it added them. */
export function tileCoordinates(region: HTMLElement): TileCoordinates[] {
  return [...region.querySelectorAll<HTMLImageElement>("img.leaflet-tile")].flatMap((tile) => {
    const match = /\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(tile.src);
    return match ? [{ z: Number(match[1]), x: Number(match[2]), y: Number(match[3]) }] : [];
  });
}

/** The zoom levels of the tiles Leaflet asked for (the z of `/{z}/{x}/{y}.png`). */
export function tileZooms(region: HTMLElement): number[] {
  return [...new Set(tileCoordinates(region).map((tile) => tile.z))];
}

/**
 * The tiles a map of `width` x `height` pixels shows around `center` at `zoom`, the way Leaflet's grid layer
 * picks them (the centre's pixel, half the size either side, every 256-pixel tile that range touches),
 * sorted by row and then column.
 */
export function tilesInView(
  [lat, lng]: readonly [number, number],
  zoom: number,
  { width, height }: { width: number; height: number },
): TileCoordinates[] {
  const worldSize = 256 * 2 ** zoom;
  const sinLat = Math.sin((lat * Math.PI) / 180);
  const centerX = Math.floor(worldSize * (0.5 + lng / 360));
  const centerY = Math.floor(worldSize * (0.5 - Math.log((1 + sinLat) / (1 - sinLat)) / (4 * Math.PI)));
  const tiles: TileCoordinates[] = [];
  for (let y = Math.floor((centerY - height / 2) / 256); y < Math.ceil((centerY + height / 2) / 256); y++) {
    for (let x = Math.floor((centerX - width / 2) / 256); x < Math.ceil((centerX + width / 2) / 256); x++) {
      tiles.push({ z: zoom, x, y });
    }
  }
  return tiles;
}

/** Tiles sorted by row and then column, to compare sets of tiles. */
export function sortTiles(tiles: readonly TileCoordinates[]): TileCoordinates[] {
  return [...tiles].sort((a, b) => a.z - b.z || a.y - b.y || a.x - b.x);
}
