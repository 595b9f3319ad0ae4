import { useId, type ReactNode } from "react";
import { Spinner } from "#app/ui/spinner/spinner.tsx";
import { MAP_TEXT, modeToggleLabel, type ModelMapMode } from "../model.ts";
import type { LeafletMap } from "./leaflet-map.client.tsx";
import { DetailIcon, OverviewIcon } from "./map-icons.tsx";
import * as styles from "./map-frame.css.ts";
import type { MapActivation } from "../state/use-map-activation.ts";

export interface MapControl {
  /** Stable while the label changes, so a toggled button keeps keyboard focus. */
  id: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

export function modeControl(mode: ModelMapMode, setMode: (mode: ModelMapMode) => void): MapControl {
  return {
    id: "mode",
    label: modeToggleLabel(mode),
    icon: mode === "detail" ? <OverviewIcon /> : <DetailIcon />,
    onClick: () => setMode(mode === "detail" ? "overview" : "detail"),
  };
}

export interface MapFrameProps extends styles.RootVariants {
  label: string;
  activation: MapActivation;
  onActivate: () => void;
  controls: readonly MapControl[];
  children: (LeafletMapComponent: typeof LeafletMap) => ReactNode;
}

export function MapFrame({ label, kind, large, activation, onActivate, controls, children }: MapFrameProps) {
  const active = activation.status !== "inactive";
  const noteId = useId();
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
          <button type="button" className={styles.activate} onClick={onActivate} aria-describedby={noteId}>
            {MAP_TEXT.activate}
          </button>
          {/* What the click sends to whom (the privacy note's recipients), said before it is sent. */}
          <p id={noteId} className={styles.activateNote}>
            {MAP_TEXT.activateNote}
          </p>
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
