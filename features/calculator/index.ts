/** The resistor calculator: the series resistor, its nearest E12 value and its power for a LED. */
export { ResistorCalculator } from "./components/resistor-calculator-on-demand.tsx";
