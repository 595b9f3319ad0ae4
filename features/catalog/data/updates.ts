import type { UpdateEntry } from "../model.ts";

/** The ten built-in entries of what changed on the site, oldest first: the seed stores them in D1 once. */
export const updates: readonly UpdateEntry[] = [
  {
    id: 1,
    date: "24-08-2024",
    description: "Galeria latarni w Czołpinie urosła: doszły zdjęcia i krótkie animacje jej świateł.",
    models: ["Czolpino"],
  },
  { id: 2, date: "19-09-2024", description: "Nowa galeria: rakieta Saturn V z programu Apollo.", models: ["SaturnV"] },
  {
    id: 3,
    date: "03-10-2024",
    description: "Nowa galeria: zamek kapituły warmińskiej w Olsztynie.",
    models: ["Olsztyn"],
  },
  { id: 4, date: "04-11-2024", description: "Nowa galeria: świątynia Wang w skali 1:150.", models: ["WangGPM"] },
  {
    id: 5,
    date: "06-12-2024",
    description: "Nowa galeria: dwumiejscowy myśliwiec szkolno-bojowy MiG-29UB.",
    models: ["MiG29"],
  },
  {
    id: 6,
    date: "08-12-2024",
    description: "Nowa galeria: nowojorskie wieżowce z lat 1909–1933.",
    models: ["Wiezowce"],
  },
  {
    id: 7,
    date: "12-02-2025",
    description: "Świątynia Wang jest gotowa: w galerii pojawiły się zdjęcia ukończonego modelu.",
    models: ["Wang"],
  },
  { id: 8, date: "08-04-2025", description: "Nowa galeria: zamek w Nowym Wiśniczu.", models: ["NowyWisnicz"] },
  { id: 9, date: "10-04-2025", description: "Nowa galeria: Wilczy Szaniec w Gierłoży.", models: ["WilczySzaniec"] },
  {
    id: 10,
    date: "18-08-2025",
    description: "Na warsztacie nowy model: rakieta Starship S30, budowa właśnie ruszyła.",
    models: ["StarshipS30"],
  },
];
