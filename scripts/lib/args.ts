export function parseArgs(argv: readonly string[] = process.argv.slice(2)) {
  const options = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith("--")) {
      // Everything after the first "=" is the value: `--password=a=b` means "a=b".
      const equals = arg.indexOf("=");
      const name = equals < 0 ? arg.slice(2) : arg.slice(2, equals);
      const inline = equals < 0 ? undefined : arg.slice(equals + 1);
      const next = argv[i + 1];
      if (inline !== undefined) options.set(name, inline);
      else if (next !== undefined && !next.startsWith("--")) {
        options.set(name, next);
        i++;
      } else options.set(name, true);
    } else positional.push(arg);
  }
  const text = (name: string) => {
    const value = options.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return { options, positional, text, flag: (name: string) => options.has(name) };
}
