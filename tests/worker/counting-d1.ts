/** The D1 binding with every call that reaches the database counted (a batch is one), and the sessions opened. */
export function countingD1(d1: D1Database): { binding: D1Database; calls: string[]; sessions: string[] } {
  const calls: string[] = [];
  const sessions: string[] = [];
  const statement = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (typeof value !== "function") return value;
        if (key === "bind") return (...args: unknown[]) => statement(value.apply(target, args) as D1PreparedStatement);
        if (key === "run" || key === "all" || key === "first" || key === "raw") {
          return (...args: unknown[]) => (calls.push(key), value.apply(target, args));
        }
        return value.bind(target);
      },
    });
  const wrap = <T extends D1Database | D1DatabaseSession>(base: T): T =>
    new Proxy(base, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (typeof value !== "function") return value;
        if (key === "withSession") {
          return (...args: unknown[]) => (
            sessions.push(String(args[0])),
            wrap(value.apply(target, args) as D1DatabaseSession)
          );
        }
        if (key === "prepare")
          return (...args: unknown[]) => statement(value.apply(target, args) as D1PreparedStatement);
        if (key === "batch" || key === "exec")
          return (...args: unknown[]) => (calls.push(key), value.apply(target, args));
        return value.bind(target);
      },
    });
  return { binding: wrap(d1), calls, sessions };
}
