import { useId, type CSSProperties } from "react";
import type { LightPhases } from "#features/catalog/index.ts";
import { lampKeyframes, phaseSeconds } from "../model.ts";
import * as styles from "./model-page.css.ts";

export interface LighthouseDataProps {
  technicalData: Readonly<Record<string, string>>;
  lightPhases?: LightPhases;
}

export function LighthouseData({ technicalData, lightPhases }: LighthouseDataProps) {
  return (
    <div>
      <dl className={styles.facts}>
        {Object.entries(technicalData).map(([name, value]) => (
          <div key={name} style={{ display: "contents" }}>
            <dt className={styles.factName}>{name}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {lightPhases ? <PhasesOfLight lightPhases={lightPhases} /> : null}
    </div>
  );
}

// vanilla-extract gives `var(--…)`; an inline style needs the bare property name.
const propertyOf = (reference: string) => reference.slice(4, -1);

function PhasesOfLight({ lightPhases }: { lightPhases: LightPhases }) {
  const { phases, period } = lightPhases;
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  // useId is stable between server and client; keyframe names allow only identifier characters.
  const name = `fazy-${useId().replace(/[^\w-]/g, "")}`;
  const summary = phases.map((phase) => phase.label.toLocaleLowerCase("pl")).join(", ");
  const timing = {
    [propertyOf(styles.periodVar)]: `${total}s`,
    [propertyOf(styles.lampAnimationVar)]: name,
  } as CSSProperties;

  return (
    <>
      <h3 className={styles.articleHeading}>Fazy światła</h3>
      <div className={styles.phases}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                Faza
              </th>
              <th className={styles.cell} scope="col">
                Opis
              </th>
            </tr>
          </thead>
          <tbody>
            {phases.map((phase, index) => (
              <tr key={index}>
                <td className={styles.cell}>{index + 1}</td>
                <td className={styles.cell}>{phase.label}</td>
              </tr>
            ))}
            <tr>
              <th className={styles.cell} scope="row">
                Okres
              </th>
              <td className={`${styles.cell} ${styles.period}`}>{period}</td>
            </tr>
          </tbody>
        </table>
        {total > 0 ? (
          <figure className={styles.timeline} style={timing}>
            {/* Inline keyframes: the percentages come from this lighthouse's phases. With href and precedence React
                hoists the element into <head>, the one place HTML allows <style>. */}
            <style href={name} precedence="default">
              {lampKeyframes(name, phases)}
            </style>
            <div className={styles.timelineRow} role="img" aria-label={`Jeden okres (${period}): ${summary}`}>
              <span className={styles.lamp}>
                <span className={styles.lampGlow} />
              </span>
              <span className={styles.track}>
                {phases.map((phase, index) => (
                  <span
                    key={index}
                    className={phase.kind === "light" ? styles.segmentLight : styles.segmentDark}
                    style={{ flexGrow: phase.seconds }}
                  />
                ))}
                <span className={styles.playhead} />
              </span>
            </div>
            <figcaption className={styles.timelineCaption}>
              <span>0 s</span>
              <span>
                <span className={styles.legendLight} /> światło <span className={styles.legendDark} /> przerwa
              </span>
              <span>{phaseSeconds(total)}</span>
            </figcaption>
          </figure>
        ) : null}
      </div>
    </>
  );
}
