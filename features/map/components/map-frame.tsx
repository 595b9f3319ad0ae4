import type { ReactNode } from "react";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
import { MAP_TEXT } from "../model.ts";
import type { LeafletMap } from "./leaflet-map.client.tsx";
import * as styles from "./map-frame.css.ts";
import type { MapActivation } from "../state/use-map-activation.ts";

/** A toolbar button: its label is both its accessible name and its hover title. */
export interface MapControl {
  /** Stable while the label changes, so a toggled button keeps keyboard focus. */
  id: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

export interface MapFrameProps extends styles.RootVariants {
  /** The name of the map region, e.g. `Mapa: Latarnia Morska Hel`. */
  label: string;
  activation: MapActivation;
  onActivate: () => void;
  /** Toolbar buttons, top right; they act only once the map is active. */
  controls: readonly MapControl[];
  /** Draws the live map with the loaded Leaflet component. */
  children: (LeafletMapComponent: typeof LeafletMap) => ReactNode;
}

/**
 * The box every map lives in: rendered on the server at its final size, covered by the activate overlay until
 * the visitor asks for the map, then showing loading, a retry after a failed load, or the live map.
 */
export function MapFrame({ label, kind, large, activation, onActivate, controls, children }: MapFrameProps) {
  const active = activation.status !== "inactive";
  return (
    <div className={styles.root({ kind, large })} role="region" aria-label={label}>
      {activation.status === "ready" ? <div className={styles.canvas}>{children(activation.LeafletMap)}</div> : null}
      {activation.status === "loading" ? (
        <div className={styles.status}>
          <Spinner label={MAP_TEXT.loading} />
        </div>
      ) : null}
      {activation.status === "failed" ? (
        <div className={styles.status}>
          <p className={styles.statusText} role="alert">
            {MAP_TEXT.loadError}
          </p>
          <button type="button" className={styles.retry} onClick={onActivate}>
            {MAP_TEXT.retry}
          </button>
        </div>
      ) : null}
      {active ? null : (
        <div className={styles.overlay}>
          <button type="button" className={styles.activate} onClick={onActivate}>
            {MAP_TEXT.activate}
          </button>
        </div>
      )}
      <div className={styles.toolbar}>
        {controls.map((control) => (
          <button
            key={control.id}
            type="button"
            className={styles.control}
            title={control.label}
            aria-label={control.label}
            aria-disabled={active ? undefined : true}
            onClick={active ? control.onClick : undefined}
          >
            {control.icon}
          </button>
        ))}
      </div>
    </div>
  );
}
