import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * SQLite's lower() folds only ASCII, so "Łucja" and "łucja" would be two accounts. This also folds the Polish
 * capitals and the commonest West European ones with nested replace() calls (SQLite's parser refuses much deeper
 * nesting): one expression the unique indexes and the look-ups share, so both agree on what "the same login" is.
 */
const UPPER = [..."ĄĆĘŁŃÓŚŹŻ", ..."ÄÖÜÉÈÀÂÇÑ"];

function quote(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** The folding as SQL text around an expression: for the remote admin script, which has no driver. */
export function foldCaseSql(expression: string): string {
  return UPPER.reduce(
    (folded, letter) => `replace(${folded}, ${quote(letter)}, ${quote(letter.toLowerCase())})`,
    `lower(${expression})`,
  );
}

export function foldCase(value: SQLWrapper | string): SQL {
  const [open, close] = foldCaseSql("\u0000").split("\u0000") as [string, string];
  return sql`${sql.raw(open)}${value}${sql.raw(close)}`;
}
