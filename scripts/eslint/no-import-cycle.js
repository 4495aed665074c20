// @ts-check
/**
 * No import circles of any kind: unlike import-x/no-cycle, which skips `import type` and may
 * skip dynamic imports, every edge counts here (static, type-only, re-exports, `import()` in code
 * or in a type). A circle of types still ties two files together: neither can be read, moved or
 * tested without the other.
 *
 * The graph is the project's own files as TypeScript resolves them (tsconfig paths included);
 * packages are leaves. It is built once per ESLint process and the strongly connected parts are
 * found with Tarjan's walk; an import is reported when its target sits in the same part as the
 * importing file, with the shortest way back.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const configPath = ts.findConfigFile(process.cwd(), ts.sys.fileExists, 'tsconfig.json');
const compilerOptions = configPath
  ? ts.parseJsonConfigFileContent(
      ts.readConfigFile(configPath, ts.sys.readFile).config,
      ts.sys,
      path.dirname(configPath),
    ).options
  : {};
const resolutionCache = ts.createModuleResolutionCache(process.cwd(), (f) => f, compilerOptions);

/** @param {string} specifier @param {string} from */
function resolve(specifier, from) {
  const found = ts.resolveModuleName(
    specifier,
    from,
    compilerOptions,
    ts.sys,
    resolutionCache,
  ).resolvedModule;
  if (!found || found.isExternalLibraryImport || found.resolvedFileName.endsWith('.d.ts')) {
    return undefined;
  }
  if (found.resolvedFileName.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
  return path.resolve(found.resolvedFileName);
}

/** @type {Map<string, string[]>} */
const edges = new Map();

/** @param {string} file */
function importsOf(file) {
  let known = edges.get(file);
  if (known) return known;
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    // A file that cannot be read imports nothing.
  }
  const { importedFiles } = ts.preProcessFile(text, true, true);
  known = [
    ...new Set(
      importedFiles
        .map((ref) => resolve(ref.fileName, file))
        .filter(/** @returns {f is string} */ (f) => f !== undefined && f !== file),
    ),
  ];
  edges.set(file, known);
  return known;
}

/** @type {Map<string, number>} the strongly connected part each visited file belongs to */
const partOf = new Map();
let nextPart = 0;

/** Tarjan's walk from one file, iterative (the graph is deep), over files not yet visited. */
/** @param {string} start */
function visit(start) {
  if (partOf.has(start)) return;
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  let counter = 0;
  /** @type {{ file: string, next: number }[]} */
  const work = [{ file: start, next: 0 }];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = /** @type {{ file: string, next: number }} */ (work[work.length - 1]);
    const targets = importsOf(frame.file);
    if (frame.next < targets.length) {
      const target = /** @type {string} */ (targets[frame.next++]);
      if (partOf.has(target)) continue;
      if (!index.has(target)) {
        index.set(target, counter);
        low.set(target, counter++);
        stack.push(target);
        onStack.add(target);
        work.push({ file: target, next: 0 });
      } else if (onStack.has(target)) {
        low.set(frame.file, Math.min(Number(low.get(frame.file)), Number(index.get(target))));
      }
      continue;
    }
    work.pop();
    const parent = work[work.length - 1];
    if (parent) {
      low.set(parent.file, Math.min(Number(low.get(parent.file)), Number(low.get(frame.file))));
    }
    if (low.get(frame.file) === index.get(frame.file)) {
      const part = nextPart++;
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        partOf.set(member, part);
      } while (member !== frame.file);
    }
  }
}

/** The shortest way from `from` back to `to` inside their part, as relative paths. */
/** @param {string} from @param {string} to */
function wayBack(from, to) {
  const part = partOf.get(to);
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (file === to) break;
    for (const next of importsOf(file)) {
      if (partOf.get(next) !== part || cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  /** @type {string[]} */
  const way = [];
  for (let at = /** @type {string | null | undefined} */ (to); at; at = cameFrom.get(at)) {
    way.unshift(path.relative(process.cwd(), at));
  }
  return way;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles, counting type-only and dynamic imports' },
    messages: { cycle: 'Import cycle: {{way}}' },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    if (!fs.existsSync(file)) return {};
    visit(file);
    const part = partOf.get(file);
    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolve(source, file);
      if (!target || target === file) return;
      visit(target);
      if (partOf.get(target) !== part) return;
      const way = [path.relative(process.cwd(), file), ...wayBack(target, file)];
      context.report({ node, messageId: 'cycle', data: { way: way.join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      /** @param {any} node typescript-eslint's `import('x')` in a type */
      TSImportType: (node) => {
        const arg = node.argument;
        const literal = arg?.type === 'TSLiteralType' ? arg.literal : arg;
        if (literal?.type === 'Literal') check(node, literal.value);
      },
    };
  },
};

export default { rules: { 'no-import-cycle': rule } };
