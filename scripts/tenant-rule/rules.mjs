// The tenant rule of ARCHITECTURE.md: every query of a tenant table (a table with an `agencyId` column) says which
// agency's rows it reads or writes, through the server's helpers (apps/server/src/db/tenant.ts: `inAgency`,
// `inAgencies`), or says in a comment why it reads every agency (`every agency: <why>`, the platform's own pages and
// the jobs that walk all agencies). Checked on the syntax tree (@babel/parser), not on the text: a query is the whole
// builder chain (`db.select().from(t).innerJoin(u, …).where(…)`), a subquery inside it one of its own.
import { parse } from '@babel/parser';

const parsed = new Map();
/** One syntax tree per source text (the rule reads each file several times). */
const parseTs = (source) => {
  if (!parsed.has(source))
    parsed.set(source, parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: false }));
  return parsed.get(source);
};

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
const EVERY_AGENCY = /every agency:/i;

function* children(node) {
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key.endsWith('Comments')) continue;
    const value = node[key];
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item.type === 'string') yield item;
    } else if (value && typeof value.type === 'string') yield value;
  }
}

/**
 * Calls `helper(table, …)` anywhere below `node`, or names something known to (`known`: a name → the tables it
 * scopes: a `const scope = and(inAgency(t, id), …)`, a function whose body builds the filter, `visibleDocuments`).
 */
function scopes(node, table, known = new Map()) {
  const { direct, refs } = factsOf(node);
  if (direct.has(table)) return true;
  for (const name of refs) if (known.get(name)?.has(table)) return true;
  return false;
}

const facts = new WeakMap();

/** The tables a subtree names in a helper call, and every identifier it mentions: one walk per node, kept. */
function factsOf(node) {
  const cached = facts.get(node);
  if (cached) return cached;
  const direct = new Set();
  const refs = new Set();
  const visit = (current) => {
    if (
      current.type === 'CallExpression' &&
      current.callee.type === 'Identifier' &&
      helpers.has(current.callee.name) &&
      current.arguments[0]?.type === 'Identifier'
    )
      direct.add(current.arguments[0].name);
    if (current.type === 'Identifier') refs.add(current.name);
    for (const child of children(current)) {
      // `row.id`, `{ id: … }`: a property's name refers to no name of the file.
      const property =
        !current.computed &&
        ((/MemberExpression$/.test(current.type) && child === current.property) ||
          (current.type === 'ObjectProperty' && child === current.key && !current.shorthand));
      if (!property) visit(child);
    }
  };
  visit(node);
  const result = { direct, refs };
  facts.set(node, result);
  return result;
}

/**
 * The value or body a declaration names: `const x = …`, `function x() {…}`. An awaited value is rows already read,
 * not a filter: `const row = await lockDocument(…)` scopes nothing that mentions `row`.
 */
function declarations(ast) {
  const found = [];
  const visit = (node) => {
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init)
      if (node.init.type !== 'AwaitExpression') found.push([node.id.name, node.init]);
    if (node.type === 'FunctionDeclaration' && node.id) found.push([node.id.name, node.body]);
    for (const child of children(node)) visit(child);
  };
  visit(ast.program);
  return found;
}

/**
 * The names of `source` that scope a tenant table, `known` (from other files) included, to a fixed point: a function
 * that calls one that scopes `t` scopes `t` too.
 */
export function scopingNames(source, tables, known = new Map()) {
  const names = new Map(known);
  const declared = declarations(parseTs(source));
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, value] of declared)
      for (const table of tables) {
        if (names.get(name)?.has(table) || !scopes(value, table, names)) continue;
        names.set(name, new Set([...(names.get(name) ?? []), table]));
        changed = true;
      }
  }
  return names;
}

/**
 * The queries of `source` that touch a tenant table without one of the helpers for it, as { line, table, method }.
 * `alias(t, 'x')` of a tenant table is a tenant table too (its own name in SQL: the helper must name the alias);
 * `const r = t` is the same table under another name (the helper may name either).
 */
export function unscopedQueries(source, tables, known = new Map()) {
  const ast = parseTs(source);
  const tenant = new Set(tables);
  const sameAs = new Map();
  for (const [name, value] of declarations(ast)) {
    if (value.type === 'CallExpression' && value.callee.name === 'alias' && tenant.has(value.arguments[0]?.name))
      tenant.add(name);
    if (value.type === 'Identifier' && tenant.has(value.name)) {
      tenant.add(name);
      sameAs.set(name, value.name);
    }
  }
  const namesOf = (table) => [
    table,
    ...[...sameAs].filter(([name, original]) => name === table || original === table).flat(),
  ];
  const scoping = scopingNames(source, tenant, known);
  const comments = ast.comments ?? [];
  const found = [];
  const visit = (node, ancestors) => {
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
      // The statements around the query, up to its function: the comment may stand above any of them (an `if`), or
      // above the body of an arrow function that is an expression (`(db) => // every agency: … db.select()…`).
      const lastFunction = ancestors.findLastIndex((a) => /Function|Method/.test(a.type));
      const fn = ancestors[lastFunction];
      const statements = ancestors.slice(lastFunction + 1).filter((a) => /Statement$|Declaration$/.test(a.type));
      if (fn?.type === 'ArrowFunctionExpression' && fn.body.type !== 'BlockStatement') statements.unshift(fn.body);
      const table = node.arguments[0].name;
      const excused = comments.some(
        (c) =>
          EVERY_AGENCY.test(c.value) &&
          statements.some(
            (statement) =>
              (c.start >= statement.start && c.end <= statement.end && c.end <= top.end) ||
              (c.end <= statement.start && nearStatement(c, statement, source)),
          ),
      );
      if (!namesOf(table).some((name) => scopes(top, name, scoping)) && !excused)
        found.push({ line: node.loc.start.line, table, method: node.callee.property.name });
    }
    ancestors.push(node);
    for (const child of children(node)) visit(child, ancestors);
    ancestors.pop();
  };
  visit(ast.program, []);
  return found;
}

/** A comment on the lines right above the statement (nothing but blank lines and comments between). */
function nearStatement(comment, statement, source) {
  const between = source.slice(comment.end, statement.start);
  return /^\s*(?:\/\/[^\n]*\s*|\/\*[\s\S]*?\*\/\s*)*$/.test(between);
}

/** The names a file exports (functions and constants), for the scoping helpers one module gives another. */
export function exportedNames(source) {
  const names = new Set();
  for (const statement of parseTs(source).program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) continue;
    const declaration = statement.declaration;
    if (declaration.type === 'FunctionDeclaration' && declaration.id) names.add(declaration.id.name);
    if (declaration.type === 'VariableDeclaration')
      for (const item of declaration.declarations) if (item.id.type === 'Identifier') names.add(item.id.name);
  }
  return names;
}

/** The exported scoping names of every file, to a fixed point across files (`sources`: the files' texts). */
export function exportedScopingNames(sources, tables) {
  const known = new Map();
  const exported = sources.map((source) => exportedNames(source));
  for (let changed = true; changed; ) {
    changed = false;
    sources.forEach((source, index) => {
      const names = scopingNames(source, tables, known);
      for (const name of exported[index]) {
        const scoped = names.get(name);
        if (!scoped) continue;
        const before = known.get(name)?.size ?? 0;
        known.set(name, new Set([...(known.get(name) ?? []), ...scoped]));
        if (known.get(name).size !== before) changed = true;
      }
    });
  }
  return known;
}
