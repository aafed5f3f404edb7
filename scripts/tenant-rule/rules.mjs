// The tenant rule of ARCHITECTURE.md: every query of a tenant table (a table with an `agencyId` column) says which
// agency's rows it reads or writes, through the server's helpers (apps/server/src/db/tenant.ts: `inAgency`,
// `inAgencies`), or says in a comment why it reads every agency (`every agency: <why>`, the platform's own pages and
// the jobs that walk all agencies). Checked on the syntax tree (@babel/parser), not on the text: a query is the whole
// builder chain (`db.select().from(t).innerJoin(u, …).where(…)`), a subquery inside it one of its own.
import { parse } from '@babel/parser';

const parseTs = (source) =>
  parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: false });

/** The tables of the schema files that have an `agencyId` column: `export const sites = pgTable('sites', { agencyId… })`. */
export function tenantTables(schemaSources) {
  const tables = new Set();
  for (const source of schemaSources) {
    for (const statement of parseTs(source).program.body) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type !== 'VariableDeclaration') continue;
      for (const item of declaration.declarations) {
        const init = item.init;
        if (init?.type !== 'CallExpression' || init.callee.name !== 'pgTable') continue;
        const columns = init.arguments[1];
        const hasAgency =
          columns?.type === 'ObjectExpression' &&
          columns.properties.some((p) => p.type === 'ObjectProperty' && p.key.name === 'agencyId');
        if (hasAgency && item.id.type === 'Identifier') tables.add(item.id.name);
      }
    }
  }
  return tables;
}

const queryMethods = new Set(['from', 'update', 'delete', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin']);
const helpers = new Set(['inAgency', 'inAgencies']);
export const EVERY_AGENCY = /every agency:/i;

function* children(node) {
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key.endsWith('Comments')) continue;
    const value = node[key];
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item.type === 'string') yield item;
    } else if (value && typeof value.type === 'string') yield value;
  }
}

/** Calls `helper(table, …)` anywhere below `node`. */
function scopes(node, table) {
  if (
    node.type === 'CallExpression' &&
    node.callee.type === 'Identifier' &&
    helpers.has(node.callee.name) &&
    node.arguments[0]?.type === 'Identifier' &&
    node.arguments[0].name === table
  )
    return true;
  for (const child of children(node)) if (scopes(child, table)) return true;
  return false;
}

/**
 * The queries of `source` that touch a tenant table without one of the helpers for it, as { line, table, method }.
 * `alias(t, 'x')` of a tenant table is a tenant table too.
 */
export function unscopedQueries(source, tables) {
  const ast = parseTs(source);
  const tenant = new Set(tables);
  const comments = ast.comments ?? [];
  const found = [];
  const visit = (node, ancestors) => {
    if (
      node.type === 'VariableDeclarator' &&
      node.id.type === 'Identifier' &&
      node.init?.type === 'CallExpression' &&
      node.init.callee.name === 'alias' &&
      tenant.has(node.init.arguments[0]?.name)
    )
      tenant.add(node.id.name);
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'MemberExpression' &&
      queryMethods.has(node.callee.property.name) &&
      node.arguments[0]?.type === 'Identifier' &&
      tenant.has(node.arguments[0].name)
    ) {
      // Up the builder chain: `x.from(t)` is the object of `.where`, whose call is the object of `.limit`…
      let top = node;
      let index = ancestors.length - 1;
      while (index >= 0) {
        const parent = ancestors[index];
        const chained =
          (parent.type === 'MemberExpression' && parent.object === top) ||
          (parent.type === 'CallExpression' && parent.callee === top) ||
          parent.type === 'AwaitExpression' ||
          parent.type === 'TSAsExpression' ||
          parent.type === 'TSNonNullExpression';
        if (!chained) break;
        top = parent;
        index -= 1;
      }
      const statement = ancestors.findLast((a) => /Statement$|Declaration$/.test(a.type)) ?? top;
      const table = node.arguments[0].name;
      const excused = comments.some(
        (c) =>
          EVERY_AGENCY.test(c.value) &&
          ((c.start >= statement.start && c.end <= statement.end) ||
            (c.end <= statement.start && nearStatement(c, statement, source))),
      );
      if (!scopes(top, table) && !excused)
        found.push({ line: node.loc.start.line, table, method: node.callee.property.name });
    }
    ancestors.push(node);
    for (const child of children(node)) visit(child, ancestors);
    ancestors.pop();
  };
  visit(ast.program, []);
  return found;
}

/** A comment inside the statement, or on the lines right above it (nothing but blank lines and comments between). */
function nearStatement(comment, statement, source) {
  if (comment.start >= statement.start) return true;
  const between = source.slice(comment.end, statement.start);
  return /^\s*(?:\/\/[^\n]*\s*|\/\*[\s\S]*?\*\/\s*)*$/.test(between);
}

/** { file: { 'from(sites)': 2 } }, files and keys sorted: the form of unscoped-queries.json. */
export function countByFile(queries) {
  const counts = {};
  for (const q of [...queries].sort((a, b) => a.file.localeCompare(b.file))) {
    const key = `${q.method}(${q.table})`;
    counts[q.file] ??= {};
    counts[q.file][key] = (counts[q.file][key] ?? 0) + 1;
  }
  for (const file of Object.keys(counts))
    counts[file] = Object.fromEntries(Object.entries(counts[file]).sort(([a], [b]) => a.localeCompare(b)));
  return counts;
}

/** The queries beyond the known counts (new ones) and the known ones no longer there (fixed, the list to shrink). */
export function compareWithKnown(counts, known) {
  const added = [];
  const gone = [];
  const files = new Set([...Object.keys(counts), ...Object.keys(known)]);
  for (const file of files) {
    const now = counts[file] ?? {};
    const before = known[file] ?? {};
    for (const key of new Set([...Object.keys(now), ...Object.keys(before)])) {
      const difference = (now[key] ?? 0) - (before[key] ?? 0);
      if (difference > 0) added.push({ file, key, count: difference });
      if (difference < 0) gone.push({ file, key, count: -difference });
    }
  }
  return { added, gone };
}
