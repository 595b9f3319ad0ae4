import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Database } from "./db.server.ts";

type Statements = readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

interface Group {
  statements: Statements;
  resolve(results: unknown[]): void;
  reject(error: unknown): void;
}

const waiting = new WeakMap<Database, Group[]>();

async function send(db: Database, groups: Group[]): Promise<void> {
  const statements = groups.flatMap((group) => group.statements) as unknown as Statements;
  let results: unknown[];
  try {
    results = statements.length === 1 ? [await statements[0]] : [...(await db.batch(statements))];
  } catch (error) {
    if (groups.length === 1) return groups[0]!.reject(error);
    // A failing statement fails the whole batch: each reader's own batch runs alone, so only its reader sees it.
    await Promise.all(groups.map((group) => send(db, [group])));
    return;
  }
  for (const group of groups) group.resolve(results.splice(0, group.statements.length));
}

/** `db.batch` shared by the reads a request starts in one turn: one round trip and one snapshot for all of them. */
export function sharedBatch<T extends Statements>(db: Database, statements: T): Promise<BatchResponse<T>> {
  return new Promise((resolve, reject) => {
    let groups = waiting.get(db);
    if (!groups) {
      const turn: Group[] = [];
      groups = turn;
      waiting.set(db, turn);
      // A timer rather than a microtask: a loader's first statement comes a few awaits after another's.
      setTimeout(() => {
        waiting.delete(db);
        void send(db, turn);
      }, 0);
    }
    groups.push({ statements, resolve: resolve as (results: unknown[]) => void, reject });
  });
}

export async function sharedRead<T extends BatchItem<"sqlite">>(
  db: Database,
  statement: T,
): Promise<BatchResponse<[T]>[0]> {
  const [rows] = await sharedBatch(db, [statement]);
  return rows;
}
