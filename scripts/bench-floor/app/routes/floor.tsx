export function meta() {
  return [
    { title: "Podłoga" },
    { name: "description", content: "Goła strona React Routera: punkt odniesienia benchmarku." },
  ];
}

export default function Floor() {
  return (
    <main>
      <h1>Podłoga</h1>
      <p>Dokument główny i router, nic ze strony.</p>
    </main>
  );
}
