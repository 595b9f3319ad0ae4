import path from "node:path";
import ts from "typescript";

/** `path` is relative to the repository root, with forward slashes. */
export interface SourceText {
  path: string;
  text: string;
}

export function isCountedSource(file: string): boolean {
  if (!/\.tsx?$/.test(file)) return false;
  if (file.startsWith("tests/") || file.includes("/tests/") || file.startsWith(".storybook/")) return false;
  if (/\.test\.tsx?$/.test(file) || file.endsWith(".stories.tsx")) return false;
  return file !== "worker-configuration.d.ts";
}

/** What the comment share is measured on: the site's own code, without its data, texts, tests and stories. */
export function isProductSource(file: string): boolean {
  if (!/^(?:app|features|workers)\//.test(file) || !isCountedSource(file)) return false;
  return !/\/(?:data|content|stories|\+types)\//.test(file) && !file.endsWith(".d.ts");
}

function parse(file: SourceText): ts.SourceFile {
  const kind = file.path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
}

const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.JsxText,
]);

/**
 * The [start, end) of every comment, found by the compiler's scanner in the trivia before each token, and of every
 * literal's text. Walking the tokens of the parsed tree, rather than scanning the text alone, keeps `//` inside
 * strings, templates, regular expressions and JSX text out of the comments.
 */
function scan(file: SourceText): { comments: [number, number][]; literals: [number, number][] } {
  const source = parse(file);
  const comments = new Map<number, number>();
  const literals: [number, number][] = [];
  const visit = (node: ts.Node) => {
    for (const child of node.getChildren(source)) {
      if (child.kind >= ts.SyntaxKind.FirstJSDocNode && child.kind <= ts.SyntaxKind.LastJSDocNode) continue;
      if (LITERALS.has(child.kind)) literals.push([child.getStart(source), child.end]);
      if (child.kind === ts.SyntaxKind.JsxText || child.kind === ts.SyntaxKind.JsxTextAllWhiteSpaces) continue;
      if (child.kind <= ts.SyntaxKind.LastToken) {
        // Comments on the line a token's trivia starts on count as the previous token's trailing ones.
        const ranges = [
          ...(ts.getTrailingCommentRanges(file.text, child.pos) ?? []),
          ...(ts.getLeadingCommentRanges(file.text, child.pos) ?? []),
        ];
        for (const range of ranges) comments.set(range.pos, range.end);
      } else visit(child);
    }
  };
  visit(source);
  return { comments: [...comments].sort((a, b) => a[0] - b[0]), literals };
}

export function commentRanges(file: SourceText): [number, number][] {
  return scan(file).comments;
}

export interface LineCounts {
  lines: number;
  nonBlank: number;
  /** Lines holding comment text (a trailing `// why` counts; so do the `/**` and `*\/` lines of a block). */
  comment: number;
}

export function countLines(file: SourceText): LineCounts {
  const lines = file.text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  const commentLines = new Set<number>();
  const source = parse(file);
  for (const [start, end] of commentRanges(file)) {
    const first = source.getLineAndCharacterOfPosition(start).line;
    const last = source.getLineAndCharacterOfPosition(end).line;
    for (let line = first; line <= last; line++) if (lines[line]?.trim()) commentLines.add(line);
  }
  return {
    lines: lines.length,
    nonBlank: lines.filter((line) => line.trim() !== "").length,
    comment: commentLines.size,
  };
}

/** The text with comments and the insides of strings, templates and regular expressions blanked (lines kept). */
export function codeOnly(file: SourceText): string {
  const { comments, literals } = scan(file);
  const chars = file.text.split("");
  for (const [start, end] of [...comments, ...literals]) {
    for (let i = start; i < end; i++) if (chars[i] !== "\n") chars[i] = " ";
  }
  return chars.join("");
}

export function countMatches(text: string, pattern: RegExp): number {
  return [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))].length;
}

/** One import or re-export: where from, and the names it takes (`*` for a namespace or a dynamic import). */
export interface ImportRef {
  specifier: string;
  names: string[] | "*";
}

/** The names `const { a, b } = await import("x")` takes; anything else may use every export. */
function destructured(call: ts.CallExpression): string[] | "*" {
  const awaited = ts.isAwaitExpression(call.parent) ? call.parent : undefined;
  const declaration = awaited && ts.isVariableDeclaration(awaited.parent) ? awaited.parent : undefined;
  if (!declaration || !ts.isObjectBindingPattern(declaration.name)) return "*";
  const names: string[] = [];
  for (const element of declaration.name.elements) {
    const name = element.propertyName ?? element.name;
    if (element.dotDotDotToken || !ts.isIdentifier(name)) return "*";
    names.push(name.text);
  }
  return names;
}

export function importsOf(file: SourceText): ImportRef[] {
  const source = parse(file);
  const refs: ImportRef[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      const names =
        bindings && ts.isNamespaceImport(bindings)
          ? "*"
          : [
              ...(node.importClause?.name ? ["default"] : []),
              ...(bindings && ts.isNamedImports(bindings)
                ? bindings.elements.map((element) => (element.propertyName ?? element.name).text)
                : []),
            ];
      refs.push({ specifier: node.moduleSpecifier.text, names });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements.map((element) => (element.propertyName ?? element.name).text)
          : "*";
      refs.push({ specifier: node.moduleSpecifier.text, names });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      refs.push({ specifier: node.arguments[0].text, names: destructured(node) });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) refs.push({ specifier: literal.text, names: "*" });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return refs;
}

export function exportsOf(file: SourceText): string[] {
  const source = parse(file);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause))
        names.push(...statement.exportClause.elements.map((element) => element.name.text));
      continue;
    }
    if (ts.isExportAssignment(statement)) {
      names.push("default");
      continue;
    }
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (!modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) names.push("default");
    else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    } else if ("name" in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)) {
      names.push((statement.name as ts.Identifier).text);
    }
  }
  return names;
}

const ALIASES: Record<string, string> = {
  "#app/": "app/",
  "#features/": "features/",
  "#tests/": "tests/",
  "#workers/": "workers/",
};

export function resolveSpecifier(from: string, specifier: string): string | undefined {
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return path.posix.normalize(folder + specifier.slice(alias.length));
  }
  if (specifier.startsWith("./") || specifier.startsWith("../"))
    return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return undefined;
}

export interface PublicSurface {
  index: string;
  exports: string[];
  /** Exports no file outside `features/<name>/` imports from this index. */
  unused: string[];
}

const INDEX_FILE = /^features\/([^/]+)\/index(\.server)?\.ts$/;

export function publicSurfaces(files: readonly SourceText[]): PublicSurface[] {
  const used = new Map<string, Set<string> | "*">();
  for (const file of files) {
    for (const ref of importsOf(file)) {
      const target = resolveSpecifier(file.path, ref.specifier);
      const match = target && INDEX_FILE.exec(target);
      if (!match || file.path.startsWith(`features/${match[1]}/`)) continue;
      const names = used.get(target);
      if (names === "*") continue;
      if (ref.names === "*") used.set(target, "*");
      else used.set(target, new Set([...(names ?? []), ...ref.names]));
    }
  }
  return files
    .filter((file) => INDEX_FILE.test(file.path))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((file) => {
      const exports = exportsOf(file);
      const names = used.get(file.path);
      return {
        index: file.path,
        exports,
        unused: names === "*" ? [] : exports.filter((name) => !names?.has(name)),
      };
    });
}

export interface FileCount {
  path: string;
  count: number;
}

export interface CodeStats {
  files: number;
  lines: number;
  nonBlank: number;
  comment: number;
  product: { files: number; nonBlank: number; comment: number };
  prepare: FileCount[];
  drizzle: FileCount[];
  parentImports: FileCount[];
  surfaces: PublicSurface[];
}

/**
 * The figures for a tree from all its tracked TypeScript files: line and SQL counts over the non-test source,
 * `../../` imports and the uses of feature index files over everything, tests included.
 */
export function codeStats(files: readonly SourceText[]): CodeStats {
  const counted = files.filter((file) => isCountedSource(file.path));
  const stats: CodeStats = {
    files: counted.length,
    lines: 0,
    nonBlank: 0,
    comment: 0,
    product: { files: 0, nonBlank: 0, comment: 0 },
    prepare: [],
    drizzle: [],
    parentImports: [],
    surfaces: publicSurfaces(files),
  };
  for (const file of counted) {
    const lines = countLines(file);
    stats.lines += lines.lines;
    stats.nonBlank += lines.nonBlank;
    stats.comment += lines.comment;
    if (isProductSource(file.path)) {
      stats.product.files += 1;
      stats.product.nonBlank += lines.nonBlank;
      stats.product.comment += lines.comment;
    }
    const code = codeOnly(file);
    const prepare = countMatches(code, /\.prepare\(/);
    if (prepare) stats.prepare.push({ path: file.path, count: prepare });
    const drizzle = countMatches(code, /\bdrizzle\(/);
    if (drizzle) stats.drizzle.push({ path: file.path, count: drizzle });
  }
  for (const file of files) {
    const parents = importsOf(file).filter((ref) => ref.specifier.startsWith("../../")).length;
    if (parents) stats.parentImports.push({ path: file.path, count: parents });
  }
  return stats;
}

const sum = (counts: readonly FileCount[]) => counts.reduce((total, entry) => total + entry.count, 0);

function fileList(counts: readonly FileCount[]): string[] {
  return counts.map((entry) => `    ${entry.path}${entry.count > 1 ? ` (${entry.count})` : ""}`);
}

const percent = (part: number, whole: number) => (whole ? ((100 * part) / whole).toFixed(1) : "0.0");

export function formatStats(stats: CodeStats, verbose = false): string {
  const share = percent(stats.comment, stats.nonBlank);
  const { product } = stats;
  const exported = stats.surfaces.reduce((total, surface) => total + surface.exports.length, 0);
  const unused = stats.surfaces.reduce((total, surface) => total + surface.unused.length, 0);
  const lines = [
    `files (non-test .ts/.tsx): ${stats.files}`,
    `lines: ${stats.lines}, non-blank: ${stats.nonBlank}`,
    `comment lines: ${stats.comment} (${share} % of non-blank)`,
    `product source (app, features, workers; no data, content, tests, stories): ${product.files} files, ${product.nonBlank} non-blank lines`,
    `product comment lines: ${product.comment} (${percent(product.comment, product.nonBlank)} % of non-blank)`,
    `.prepare( (D1 raw SQL): ${sum(stats.prepare)} in ${stats.prepare.length} files`,
    ...fileList(stats.prepare),
    `drizzle(: ${sum(stats.drizzle)} in ${stats.drizzle.length} files`,
    ...fileList(stats.drizzle),
    `../../ import specifiers (all .ts/.tsx, tests too): ${sum(stats.parentImports)} in ${stats.parentImports.length} files`,
    ...(verbose ? fileList(stats.parentImports) : []),
    `feature index exports: ${exported}, imported by nothing outside their feature: ${unused}`,
  ];
  for (const surface of stats.surfaces) {
    lines.push(`    ${surface.index}: ${surface.exports.length} exports, ${surface.unused.length} unused`);
    if (verbose && surface.unused.length) lines.push(`      ${surface.unused.join(", ")}`);
  }
  return lines.join("\n");
}
