import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * SQLite's lower() folds only ASCII, so "Łucja" and "łucja" would be two accounts. This also folds the Polish
 * capitals and the commonest West European ones with nested replace() calls (SQLite's parser refuses much deeper
 * nesting): an expression the unique indexes and the look-ups share, so both agree on what "the same login" is.
 */
const UPPER = [..."ĄĆĘŁŃÓŚŹŻ", ..."ÄÖÜÉÈÀÂÇÑ"];

function quote(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** The SQL that folds a column or parameter the same way everywhere. */
export function foldCaseSql(expression: string): string {
  return UPPER.reduce(
    (folded, letter) => `replace(${folded}, ${quote(letter)}, ${quote(letter.toLowerCase())})`,
    `lower(${expression})`,
  );
}

/** The same folding for drizzle's index definitions. */
export function foldCase(column: AnyColumn): SQL {
  const [open, close] = foldCaseSql("\u0000").split("\u0000") as [string, string];
  return sql`${sql.raw(open)}${column}${sql.raw(close)}`;
}
