/**
 * jsdom finds the labels of a field the slow way: `input.labels` walks the whole document and asks every label for
 * its `control`, which walks the whole document again to find the element of its `for` id. Testing Library and
 * dom-accessibility-api ask for the labels of every candidate field of a query by role or label, so on a form of
 * many fields (the agent record) each query cost seconds: a quarter of the web tests' time.
 *
 * The same answers, as the HTML standard defines them, through the document's id index and one query of the
 * labels: a label with `for` names the labelable element of that id (none if the id is not labelable), a label
 * without it its first labelable descendant; an element's labels are the labels whose control it is, in tree order.
 */
const LABELABLE = new Set(['BUTTON', 'METER', 'OUTPUT', 'PROGRESS', 'SELECT', 'TEXTAREA']);

function isLabelable(element: Element | null): element is HTMLElement {
  if (!element) return false;
  if (element.tagName === 'INPUT') return (element as HTMLInputElement).type !== 'hidden';
  return LABELABLE.has(element.tagName);
}

function controlOf(label: HTMLLabelElement): HTMLElement | null {
  const forValue = label.getAttribute('for');
  if (forValue !== null) {
    if (forValue === '') return null;
    const root = label.getRootNode();
    // The document keeps an index of ids; a label outside the document (a fragment) is answered by a query.
    const target =
      root instanceof Document
        ? root.getElementById(forValue)
        : root instanceof Element || root instanceof DocumentFragment
          ? root.querySelector(`[id="${CSS.escape(forValue)}"]`)
          : null;
    return isLabelable(target) ? target : null;
  }
  for (const element of label.querySelectorAll('*')) if (isLabelable(element)) return element;
  return null;
}

export function installFastLabels(window: Window & typeof globalThis): void {
  Object.defineProperty(window.HTMLLabelElement.prototype, 'control', {
    configurable: true,
    get(this: HTMLLabelElement) {
      return controlOf(this);
    },
  });
  const labelable = [
    window.HTMLInputElement,
    window.HTMLButtonElement,
    window.HTMLSelectElement,
    window.HTMLTextAreaElement,
    window.HTMLMeterElement,
    window.HTMLOutputElement,
    window.HTMLProgressElement,
  ];
  for (const type of labelable) {
    Object.defineProperty(type.prototype, 'labels', {
      configurable: true,
      get(this: HTMLElement) {
        if (!isLabelable(this)) return null;
        const root = this.getRootNode() as Document | DocumentFragment | Element;
        if (!('querySelectorAll' in root)) return [];
        return Array.from(root.querySelectorAll('label')).filter((label) => controlOf(label) === this);
      },
    });
  }
}

/**
 * What jsdom reads of MUI's styles: the display and visibility Testing Library asks to tell a hidden element, the
 * pointer-events user-event checks before a click, and the colours the tests check (`toHaveStyle`: a planning
 * chip's background, a round row's left border). A test that checks another property set by a MUI class adds it here:
 * each property kept keeps hundreds of rules that every computed style is matched against (text colours and borders
 * alone kept 650 of the site form's rules; without them its computed styles went from 22 % to 15 % of its tests' CPU).
 */
const KEPT = /^(display|visibility|pointer-events|background|border-left(-color)?)$/;

/**
 * MUI's styles without what jsdom does not use. jsdom matches every rule of the page against each element it computes
 * a style for, and it computes one for each element a query by role looks at (and its ancestors), and for each click:
 * with MUI's 1,200 rules of a form, most of the web tests' time. Each rule emotion inserts keeps only the
 * declarations above (none left: no rule), and the at-rules jsdom ignores (media queries not for `screen`, keyframes)
 * are left out. The page then keeps a few hundred short rules, matched the same way.
 */
export function installLeanStyles(window: Window & typeof globalThis): void {
  const append = window.Node.prototype.appendChild;
  Object.defineProperty(window.HTMLStyleElement.prototype, 'appendChild', {
    configurable: true,
    value<T extends Node>(this: HTMLStyleElement, child: T): T {
      if (child.nodeType === 3 && this.hasAttribute('data-emotion')) child.textContent = lean(child.textContent ?? '');
      return append.call(this, child) as T;
    },
  });
}
/** One rule as emotion inserts it (`.css-x{display:flex;color:red;}`, `@media …{…}`), without what jsdom ignores. */
function lean(rule: string): string {
  if (rule.startsWith('@')) return rule.includes('screen') ? rule : '';
  const open = rule.indexOf('{');
  if (open < 0 || !rule.endsWith('}')) return rule;
  const kept = rule
    .slice(open + 1, -1)
    .split(';')
    .filter((declaration) => KEPT.test(declaration.slice(0, declaration.indexOf(':')).trim()));
  return kept.length === 0 ? '' : `${rule.slice(0, open)}{${kept.join(';')};}`;
}

/**
 * jsdom computes an element's style from scratch at each call: every rule of the page matched against it. Testing
 * Library asks for the style of each element a query by role looks at and of all its ancestors (is it hidden?), and
 * user-event for each element under the pointer, so one query asked for the same ancestors' styles hundreds of times
 * while the page did not change (the site form's tests: 1,717 of 3,053 calls answered from the cache).
 *
 * The same answers, kept until the page changes: any change of the document (nodes, attributes, text, the style
 * sheets that are text in <style>), read synchronously from a MutationObserver's pending records before each answer,
 * or a change no record tells (focus, a field's value or checked state, the window's size) empties the cache.
 */
export function installComputedStyleCache(window: Window & typeof globalThis): void {
  const compute = window.getComputedStyle.bind(window);
  let cache = new WeakMap<Element, CSSStyleDeclaration>();
  const forget = () => {
    cache = new WeakMap();
  };
  const observer = new window.MutationObserver(forget);
  observer.observe(window.document, { subtree: true, childList: true, attributes: true, characterData: true });
  for (const type of ['focusin', 'focusout', 'input', 'change']) window.document.addEventListener(type, forget, true);
  window.addEventListener('resize', forget);
  const cached = (element: Element, pseudoElement?: string | null): CSSStyleDeclaration => {
    if (pseudoElement) return compute(element, pseudoElement);
    if (observer.takeRecords().length > 0) forget();
    let style = cache.get(element);
    if (!style) {
      style = compute(element);
      cache.set(element, style);
    }
    return style;
  };
  window.getComputedStyle = cached;
  globalThis.getComputedStyle = cached;
}
