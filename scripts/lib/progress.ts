// Off a terminal (CI logs) every 10 % is a line of its own, since carriage returns would pile up.
export function progressBar(label: string, total: number, { lines = false }: { lines?: boolean } = {}) {
  const tty = !lines && Boolean(process.stderr.isTTY);
  let done = 0;
  let lastDecile = -1;
  const started = performance.now();
  const draw = () => {
    const ratio = total === 0 ? 1 : done / total;
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    if (tty) {
      const width = 30;
      const filled = Math.round(ratio * width);
      process.stderr.write(
        `\r${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} ${seconds}s`,
      );
    } else {
      const decile = Math.floor(ratio * 10);
      if (decile !== lastDecile) {
        lastDecile = decile;
        process.stderr.write(`${label}: ${done}/${total} (${Math.round(ratio * 100)} %) ${seconds}s\n`);
      }
    }
  };
  draw();
  return {
    tick(step = 1) {
      done += step;
      draw();
    },
    finish() {
      done = total;
      draw();
      if (tty) process.stderr.write("\n");
    },
  };
}
