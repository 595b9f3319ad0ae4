import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

// SQLite's lower() folds only ASCII ("Łucja" and "łucja" would be two accounts); deeper replace() nesting is refused
// by SQLite's parser. The unique indexes and the look-ups share this one expression.
const UPPER = [..."ĄĆĘŁŃÓŚŹŻ", ..."ÄÖÜÉÈÀÂÇÑ"];

function quote(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

// For the remote admin script, which has no driver.
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
