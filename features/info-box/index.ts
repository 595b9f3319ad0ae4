/** The home info box (and the About text): the owner's markdown edited in place. */
export { InfoBox } from "./components/info-box.tsx";
export { InfoLayout } from "./components/info-layout.tsx";
