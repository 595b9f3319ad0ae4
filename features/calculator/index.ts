/** The resistor calculator: the series resistor, its nearest E12 value and its power for a LED. */
export { ResistorCalculator, type ResistorCalculatorProps } from "./components/resistor-calculator.tsx";
export {
  calculateResistor,
  e12AtOrAbove,
  formatResistance,
  resistorOhms,
  resistorPowerMw,
  type ResistorResult,
  type ResistorValues,
} from "./model.ts";
