// The texts rule of ARCHITECTURE.md: the web's French texts (what a user reads: JSX text, labels, titles, messages,
// notices) live in one place per feature, `features/<feature>/texts.ts` (`ui/texts.ts`, `api/texts.ts`,
// `shared/<area>/texts.ts` for the shared pieces, `app/texts.ts` for the shell, the pages' titles and menu labels in
// the page registry `app/registry/`, the spec's texts in the domain's messages), never inline in a component. Checked on the
// syntax tree (@babel/parser): a string, a template or a JSX text that reads as French text is flagged outside them.
import { parse } from '@babel/parser';

/** date-fns patterns (`dd/MM/yyyy`, `EEEE d MMMM`): letters of the pattern, one run of a repeated letter at least. */
const dateFormat = (text) => /^[dMyHhmsSEeLPpaoiIRrtTxXwGQqkKzZ'\s:/.,\-–]+$/.test(text) && /(\p{L})\1/u.test(text);
/** Words that make a lowercase string a CSS value or a technical one, not a text (`1px solid`, `auto 1fr`). */
const technical = /\b(px|rem|em|fr|auto|solid|dashed|dotted|layout|style|inherit|none|flex|grid|no|and|or|not)\b|\d/;

/** A string a user reads as French: accents or typographic marks, a capitalised word, or lowercase words in a row. */
export function isUiText(value) {
  const text = value.trim();
  if ((text.match(/\p{L}/gu) ?? []).length < 2) return false;
  if (/^Bearer\b/.test(text)) return false;
  if (/^(https?:|mailto:|tel:|data:|\/|\.\.?\/|#|@)/.test(text) || /^[\w.-]+\/[\w./*+-]+$/.test(text)) return false;
  if (dateFormat(text)) return false;
  if (/[À-ÿœŒ«»’…—–]/u.test(text)) return true;
  if (/(^|[\s(])\p{Lu}\p{Ll}/u.test(text)) return true;
  return /\p{Ll}{2,}\s+\p{Ll}{2,}/u.test(text) && !technical.test(text);
}

/** Attributes that hold no text: styling, routing, identifiers, the components' options. */
const codeAttributes =
  /^(sx|style|className|css|key|id|name|type|variant|color|size|component|href|to|src|role|autoComplete|inputMode|pattern|accept|target|rel|method|align|direction|justifyContent|alignItems|edge|anchor|orientation|field|value|defaultValue|form|htmlFor|data-.*|slotProps|position|mode|format|views|openTo|scope|lang|dir|spacing|display|width|height|fontSize|textAlign|whiteSpace|overflow|ref|testId)$/;
/** Object keys whose value is code, not text (query keys, routes, styles). */
const codeKeys =
  /^(sx|style|className|queryKey|key|id|path|to|href|variant|color|type|name|field|mode|format|method|url|pattern|display|width|height|fontSize|fontWeight|textAlign|whiteSpace|overflow|border|borderBottom|borderTop|borderLeft|borderRight|gridTemplateColumns|gridTemplateAreas|gridArea|transition|boxShadow|background|backgroundColor|margin|padding|position|justifyContent|alignItems|flex|flexDirection|flexWrap|gap|outline|transform|cursor|accept|mimeType|filename|fileName|testId)$/;

const keyName = (node) =>
  node?.type === 'Identifier' ? node.name : node?.type === 'StringLiteral' ? node.value : undefined;
const attributeName = (node) =>
  node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name;

/** Whether a literal at the end of this ancestor chain is code (imports, types, keys, comparisons, styles, logs). */
function inCode(node, ancestors) {
  const parent = ancestors.at(-1);
  for (const [index, a] of ancestors.entries()) {
    const child = ancestors[index + 1] ?? node;
    if (/^Export(Named|All)Declaration$/.test(a.type) && a.source === child) return true;
    if (
      /^ImportDeclaration$|^TS(LiteralType|EnumMember|ModuleDeclaration|ImportType|ExternalModuleReference)$|^TaggedTemplateExpression$/.test(
        a.type,
      )
    )
      return true;
    if (a.type === 'JSXAttribute' && codeAttributes.test(attributeName(a))) return true;
    if (a.type === 'ObjectProperty' && a.value === child && codeKeys.test(keyName(a.key) ?? '')) return true;
    if ((a.type === 'CallExpression' || a.type === 'NewExpression') && a.arguments.includes(child)) {
      const callee = a.callee;
      if (callee.type === 'Import' || (callee.type === 'Identifier' && /^require$/.test(callee.name))) return true;
      if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'console')
        return true;
    }
  }
  if (!parent) return false;
  // An invariant thrown as is (`throw new Error('…')`) is for the developer; the error boundary shows its own text.
  const grand = ancestors.at(-2);
  if (parent.type === 'NewExpression' && grand?.type === 'ThrowStatement') return true;
  // `this.name = 'ApiError'`: an error class's name.
  if (
    parent.type === 'AssignmentExpression' &&
    parent.left.type === 'MemberExpression' &&
    keyName(parent.left.property) === 'name'
  )
    return true;
  if (parent.type === 'ObjectProperty' && parent.key === node && !parent.computed) return true;
  if (
    (parent.type === 'ObjectMethod' || parent.type === 'ClassProperty' || parent.type === 'ClassMethod') &&
    parent.key === node
  )
    return true;
  if (parent.type === 'MemberExpression' && parent.property === node) return true;
  if (parent.type === 'BinaryExpression' && /^[!=]==?$/.test(parent.operator)) return true;
  if (parent.type === 'SwitchCase' && parent.test === node) return true;
  if (parent.type === 'Directive' || parent.type === 'DirectiveLiteral') return true;
  return false;
}

/** JSX's own whitespace rule: lines trimmed inside, blank lines dropped, joined by a space. */
export function jsxTextValue(raw) {
  const lines = raw.split(/\r\n|\n|\r/);
  const kept = [];
  lines.forEach((line, index) => {
    let text = line.replace(/\t/g, ' ');
    if (index > 0) text = text.replace(/^\s+/, '');
    if (index < lines.length - 1) text = text.replace(/\s+$/, '');
    if (text) kept.push(text);
  });
  return kept.join(' ');
}

/**
 * The texts of a source, each as { kind: 'jsx' | 'string' | 'template', start, end, value, node, parent }: JSX
 * texts, strings and templates that read as French text, outside code positions.
 */
export function uiTexts(source) {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: false });
  const found = [];
  const visit = (node, ancestors) => {
    if (!node || typeof node.type !== 'string') return;
    const parent = ancestors.at(-1);
    if (node.type === 'JSXText') {
      const value = jsxTextValue(node.value);
      if (isUiText(value) && !inCode(node, ancestors)) found.push({ kind: 'jsx', node, parent, value });
      return;
    }
    if (node.type === 'StringLiteral' && isUiText(node.value) && !inCode(node, ancestors)) {
      found.push({ kind: 'string', node, parent, value: node.value });
      return;
    }
    if (node.type === 'TemplateLiteral') {
      const text = node.quasis.map((q) => q.value.cooked ?? '').join(' ');
      if (isUiText(text) && !inCode(node, ancestors)) {
        found.push({ kind: 'template', node, parent, value: text });
        return;
      }
    }
    const next = [...ancestors, node];
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments') continue;
      const child = node[key];
      if (Array.isArray(child)) for (const c of child) visit(c, next);
      else if (child && typeof child === 'object' && typeof child.type === 'string') visit(child, next);
    }
  };
  visit(ast.program, []);
  return found.map((f) => ({ ...f, start: f.node.start, end: f.node.end, line: f.node.loc.start.line }));
}

/**
 * The files the rule skips: where texts live (a texts.ts, the page registry), and test data (tests,
 * their fixtures and helpers), whose names and addresses are not the product's texts.
 */
export const exemptFile = (path) =>
  /(^|\/)texts\.ts$/.test(path) ||
  /(^|\/)app\/registry\//.test(path) ||
  /\.test\.tsx?$|-fixtures\.tsx?$|-test-kit\.tsx?$/.test(path) ||
  /(^|\/)(testing|test)\//.test(path);
