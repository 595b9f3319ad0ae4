import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";

const testEnv = env as unknown as { TEST_MIGRATIONS: D1Migration[]; MIGRATION_DB: D1Database };
const migrations = testEnv.TEST_MIGRATIONS;
const TABLES = [
  "build_notes",
  "catalog_banners",
  "catalog_models",
  "catalog_photos",
  "catalog_redirects",
  "catalog_state",
  "catalog_trash",
  "catalog_uploads",
  "comment_blocks",
  "comment_likes",
  "comment_outbox",
  "comment_settings",
  "comments",
  "device_revocations",
  "diary_entries",
  "info",
  "moderation_link_uses",
  "moderation_log",
  "page_scopes",
  "rate_limits",
  "sessions",
  "site_updates",
  "site_updates_seeded",
  "users",
];
const ROWS_PER_TABLE = 2;

type Row = Record<string, unknown>;

async function tableNames(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
    )
    .all<{ name: string }>();
  return results.map((row) => row.name);
}

interface Column {
  name: string;
  type: string;
  pk: number;
}

interface ForeignKey {
  table: string;
  from: string;
  to: string;
}

async function columnsOf(db: D1Database, table: string): Promise<Column[]> {
  return (await db.prepare(`SELECT name, type, pk FROM pragma_table_info(?)`).bind(table).all<Column>()).results;
}

async function foreignKeysOf(db: D1Database, table: string): Promise<ForeignKey[]> {
  return (
    await db.prepare(`SELECT "table", "from", "to" FROM pragma_foreign_key_list(?)`).bind(table).all<ForeignKey>()
  ).results;
}

/** Tables ordered so that every table comes after the tables its foreign keys point at. */
async function parentsFirst(db: D1Database): Promise<string[]> {
  const pending = new Map<string, string[]>();
  for (const table of await tableNames(db)) {
    pending.set(
      table,
      (await foreignKeysOf(db, table)).map((key) => key.table).filter((parent) => parent !== table),
    );
  }
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter(([, parents]) => parents.every((parent) => ordered.includes(parent)));
    if (ready.length === 0) throw new Error(`Cykl kluczy obcych: ${[...pending.keys()].join(", ")}`);
    for (const [table] of ready) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

/** A value the column's declared type accepts, distinct per row, with Polish letters in every text. */
function sampleValue(column: Column, table: string, row: number): unknown {
  const type = column.type.toUpperCase();
  if (type.includes("INT")) return column.pk ? row + 1 : 1_700_000_000_000 + row;
  if (type.includes("REAL") || type.includes("FLOA") || type.includes("DOUB")) return row + 0.5;
  return `${table}.${column.name} #${row} zażółć gęślą jaźń`;
}

/**
 * Fills every table of the schema as it stands with ROWS_PER_TABLE rows: each column gets a value of its type,
 * and a foreign key points at the row of the same number in its parent table, so every constraint holds.
 */
async function fillEveryTable(db: D1Database): Promise<void> {
  for (const table of await parentsFirst(db)) {
    const columns = await columnsOf(db, table);
    const keys = await foreignKeysOf(db, table);
    for (let row = 0; row < ROWS_PER_TABLE; row++) {
      const values = await Promise.all(
        columns.map(async (column) => {
          const key = keys.find((candidate) => candidate.from === column.name);
          if (!key) return sampleValue(column, table, row);
          const parentRows = await snapshotTable(db, key.table);
          return parentRows[row]![key.to];
        }),
      );
      const names = columns.map((column) => `"${column.name}"`).join(", ");
      const marks = columns.map(() => "?").join(", ");
      await db
        .prepare(`INSERT INTO "${table}" (${names}) VALUES (${marks})`)
        .bind(...values)
        .run();
    }
  }
}

async function snapshotTable(db: D1Database, table: string): Promise<Row[]> {
  return (await db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all<Row>()).results;
}

async function snapshot(db: D1Database): Promise<Record<string, Row[]>> {
  const tables = await tableNames(db);
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await snapshotTable(db, table)])));
}

/** Empties the database completely (children before parents, so foreign keys never stop a drop). */
async function dropEverything(db: D1Database): Promise<void> {
  const tables = [...(await parentsFirst(db)).reverse(), "d1_migrations"];
  for (const table of tables) await db.prepare(`DROP TABLE IF EXISTS "${table}"`).run();
}

/**
 * Derived columns a migration may clear for the cron to write again (0008: login skeletons under a new folding,
 * docs/decisions/027); every other value must survive as it was.
 */
const RECOMPUTED = new Set(["users.login_skeleton"]);

/** Counters a migration may move forward: 0009 corrects seeded texts and bumps the catalogue's version with them. */
const ADVANCED = new Set(["catalog_state.version"]);

/** Tables a migration may drop: the page cache's single version, which its scopes replaced (a page renders once more). */
const DROPPED = new Set(["page_versions"]);

function survived(table: string, name: string, before: unknown, after: unknown): unknown {
  if (RECOMPUTED.has(`${table}.${name}`) && after === null) return before;
  if (ADVANCED.has(`${table}.${name}`) && typeof after === "number" && typeof before === "number" && after > before) {
    return before;
  }
  return after;
}

/** Rows as they were, reduced to the columns that existed then: a later migration may add columns. */
function keepColumns(rows: Row[], like: Row[], table: string): Row[] {
  return rows.map((row, index) => {
    const before = like[index] ?? row;
    return Object.fromEntries(
      Object.keys(before).map((name) => [name, survived(table, name, before[name], row[name])]),
    );
  });
}

describe("D1 migrations", () => {
  test("create every table of the schema", async () => {
    expect(await tableNames(env.DB)).toEqual(TABLES);
  });

  test("never use ON DELETE CASCADE, which a later table rebuild would turn into data loss", () => {
    for (const migration of migrations) {
      for (const query of migration.queries) expect(query.toUpperCase(), migration.name).not.toContain("CASCADE");
    }
  });

  test("there is history to replay: more than one migration", () => {
    expect(migrations.length).toBeGreaterThan(1);
  });

  // After each step of the history, a database holding rows in every table takes the remaining migrations, as
  // `wrangler d1 migrations apply` would on the live site, and keeps every row with every value it had.
  test.each(migrations.slice(0, -1).map((migration, index) => ({ applied: index + 1, last: migration.name })))(
    "keep every row and value when the migrations after $last run on a database holding data",
    async ({ applied }) => {
      const db = testEnv.MIGRATION_DB;
      await dropEverything(db);
      await applyD1Migrations(db, migrations.slice(0, applied));
      await fillEveryTable(db);
      const before = await snapshot(db);
      expect(Object.values(before).every((rows) => rows.length === ROWS_PER_TABLE)).toBe(true);

      await applyD1Migrations(db, migrations);

      const after = await snapshot(db);
      const kept = Object.keys(before).filter((table) => !DROPPED.has(table));
      expect(Object.keys(after)).toEqual(expect.arrayContaining(kept));
      for (const [table, rows] of Object.entries(before).filter(([table]) => !DROPPED.has(table))) {
        expect(keepColumns(after[table] ?? [], rows, table), table).toEqual(rows);
      }
    },
  );

  test("reject a comment like for a comment that does not exist (foreign keys are on)", async () => {
    await expect(
      env.DB.prepare("INSERT INTO comment_likes (comment_id, user_id) VALUES (999, 999)").run(),
    ).rejects.toThrow();
  });

  test("0009 softens a seeded claim still word for word as seeded and leaves an owner's own wording alone", async () => {
    const db = testEnv.MIGRATION_DB;
    const claim = "Jest to jedyna polska latarnia wyposażona w windę, która dowozi obsługę do pomieszczeń na szczycie.";
    const ownersWording = "Winda? Tylko dla obsługi.";
    await dropEverything(db);
    await applyD1Migrations(
      db,
      migrations.slice(
        0,
        migrations.findIndex(({ name }) => name.startsWith("0009_")),
      ),
    );
    await fillEveryTable(db);
    const seeded = JSON.stringify({ sections: [{ text: `Wieża mierzy 56 m. ${claim}` }] });
    await db.batch([
      db.prepare("UPDATE catalog_models SET component = 'PortPolnocny', history = ? WHERE id = 1").bind(seeded),
      db.prepare("UPDATE catalog_models SET component = 'Sopot', history = ? WHERE id = 2").bind(ownersWording),
    ]);
    const version = await db.prepare("SELECT max(version) AS v FROM catalog_state").first<number>("v");

    await applyD1Migrations(db, migrations);

    const rows = (await db.prepare("SELECT history FROM catalog_models ORDER BY id").all<{ history: string }>())
      .results;
    expect(rows.map((row) => row.history)).toEqual([
      JSON.stringify({
        sections: [
          { text: "Wieża mierzy 56 m. W trzonie działa winda, która dowozi obsługę do pomieszczeń na szczycie." },
        ],
      }),
      ownersWording,
    ]);
    expect(await db.prepare("SELECT max(version) AS v FROM catalog_state").first<number>("v")).toBeGreaterThan(
      version ?? 0,
    );
  });

  test("0018 mends a seeded download link, heights and light phases and leaves an owner's own values alone", async () => {
    const db = testEnv.MIGRATION_DB;
    await dropEverything(db);
    await applyD1Migrations(
      db,
      migrations.slice(
        0,
        migrations.findIndex(({ name }) => name.startsWith("0018_")),
      ),
    );
    await fillEveryTable(db);
    const link = "https://actionpapercrafts.blogspot.com/2009/04/68\u00a0cm-predator-papercraft.html";
    const ownersData = JSON.stringify([["Wysokość światła", "70\u00a0m n.p.m. (pomiar własny)"]]);
    await db.batch([
      db.prepare("UPDATE catalog_models SET component = 'Predator', facts = ? WHERE id = 1").bind(
        JSON.stringify([
          ["Skala", "1:7"],
          ["Link do pobrania", link],
        ]),
      ),
      db
        .prepare("UPDATE catalog_models SET component = 'Stilo', technical_data = ?, light_phases = ? WHERE id = 2")
        .bind(
          JSON.stringify([
            ["Wysokość wieży", "33,40\u00a0m"],
            ["Wysokość światła", "70\u00a0m n.p.m."],
          ]),
          JSON.stringify({ phases: [{ kind: "light", label: "Błysk 0,3 s", seconds: 0.3 }], period: "12 s" }),
        ),
      db
        .prepare("UPDATE info SET content = ? WHERE id = 2")
        .bind("## Stopień trudności\n\nW danych każdej wycinanki podany jest stopień trudności w skali od 1 do 3:"),
    ]);

    await applyD1Migrations(db, migrations);

    const rows = (
      await db
        .prepare("SELECT facts, technical_data, light_phases FROM catalog_models ORDER BY id")
        .all<{ facts: string; technical_data: string | null; light_phases: string | null }>()
    ).results;
    expect(JSON.parse(rows[0]?.facts ?? "[]")).toEqual([
      ["Skala", "1:7"],
      ["Link do pobrania", "https://actionpapercrafts.blogspot.com/2009/04/68cm-predator-papercraft.html"],
    ]);
    expect(JSON.parse(rows[1]?.technical_data ?? "[]")).toEqual([
      ["Wysokość wieży", "33,40\u00a0m"],
      ["Wysokość światła", "75\u00a0m n.p.m."],
    ]);
    expect(JSON.parse(rows[1]?.light_phases ?? "{}")).toEqual({
      phases: [{ kind: "light", label: "Błysk 0,3\u00a0s", seconds: 0.3 }],
      period: "12\u00a0s",
    });
    expect(await db.prepare("SELECT content FROM info WHERE id = 2").first<string>("content")).toBe(
      "## Stopień trudności\n\nStopień trudności podają wydawnictwa (GPM, Modelik) przy swoich zestawach, w skali od 1 do 3; modele z darmowych projektów z internetu i z projektu własnego go nie mają:",
    );

    await dropEverything(db);
    await applyD1Migrations(
      db,
      migrations.slice(
        0,
        migrations.findIndex(({ name }) => name.startsWith("0018_")),
      ),
    );
    await fillEveryTable(db);
    await db
      .prepare("UPDATE catalog_models SET component = 'Stilo', technical_data = ? WHERE id = 2")
      .bind(ownersData)
      .run();
    await applyD1Migrations(db, migrations);
    expect(
      await db.prepare("SELECT technical_data FROM catalog_models WHERE id = 2").first<string>("technical_data"),
    ).toBe(ownersData);
  });

  test("0014 dates the first publishing of every model shown and leaves the others drafts", async () => {
    const db = testEnv.MIGRATION_DB;
    await dropEverything(db);
    await applyD1Migrations(
      db,
      migrations.slice(
        0,
        migrations.findIndex(({ name }) => name.startsWith("0014_")),
      ),
    );
    await fillEveryTable(db);
    await db.batch([
      db.prepare("UPDATE catalog_models SET published = 1, updated_at = 1700000000000 WHERE id = 1"),
      db.prepare("UPDATE catalog_models SET published = 0 WHERE id = 2"),
    ]);

    await applyD1Migrations(db, migrations);

    const rows = (
      await db.prepare("SELECT id, published_at FROM catalog_models ORDER BY id").all<{ published_at: number | null }>()
    ).results;
    expect(rows).toEqual([
      { id: 1, published_at: 1700000000000 },
      { id: 2, published_at: null },
    ]);
  });
});
