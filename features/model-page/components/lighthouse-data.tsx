import type { LightPhases } from "../../catalog/index.ts";
import * as styles from "./model-page.css.ts";

export interface LighthouseDataProps {
  technicalData: Readonly<Record<string, string>>;
  lightPhases?: LightPhases;
}

/** `Dane techniczne` and `Fazy światła` of a lighthouse. */
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
      {lightPhases ? (
        <>
          <h3 className={styles.articleHeading}>Fazy światła</h3>
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
              {lightPhases.phases.map((phase, index) => (
                <tr key={index}>
                  <td className={styles.cell}>{index + 1}</td>
                  <td className={styles.cell}>{phase.label}</td>
                </tr>
              ))}
              <tr>
                <th className={styles.cell} scope="row">
                  Okres
                </th>
                <td className={styles.cell}>{lightPhases.period}</td>
              </tr>
            </tbody>
          </table>
        </>
      ) : null}
    </div>
  );
}
