import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// `import { Trash2 } from 'lucide-react'` and `import { RadioGroup } from 'radix-ui'` name one
// barrel file that re-exports every icon and every primitive. The bundler still keeps only what
// is used, but its module graph then says each icon and primitive is imported by the barrel, and
// the barrel by every island: vite.chunks.ts could not tell which island needs which. This
// rewrites those imports in the browser build to the modules the barrels re-export, as the
// packages themselves allow (lucide-react/icons/NAME, @radix-ui/react-NAME).

const require = createRequire(import.meta.url);

function packageFile(pkg: string, file: string): string {
  return fs.readFileSync(
    path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file),
    'utf8',
  );
}

/** Export name → the import that gives it, read from each barrel. */
function barrelTargets(): Map<string, Map<string, (local: string) => string>> {
  const radix = new Map<string, (local: string) => string>();
  for (const [, name, pkg] of packageFile('radix-ui', 'dist/index.mjs').matchAll(
    /import \* as (\w+) from "(@radix-ui\/[\w-]+)"/g,
  )) {
    radix.set(name!, (local) => `import * as ${local} from ${JSON.stringify(pkg)};`);
  }
  const lucide = new Map<string, (local: string) => string>();
  for (const [, names, icon] of packageFile('lucide-react', 'dist/esm/lucide-react.mjs').matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) {
      lucide.set(name!, (local) => `import ${local} from "lucide-react/icons/${icon}";`);
    }
  }
  return new Map([
    ['radix-ui', radix],
    ['lucide-react', lucide],
  ]);
}

// The transformed JavaScript (TypeScript and JSX already compiled) writes a named import as
// `import { A, B as C } from "pkg";`.
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["'](radix-ui|lucide-react)["'];?/g;

export function directBarrelImports(): Plugin {
  let targets: ReturnType<typeof barrelTargets> | undefined;
  return {
    name: 'direct-barrel-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (id.includes('node_modules') || !/radix-ui|lucide-react/.test(code)) return null;
      targets ??= barrelTargets();
      let changed = false;
      const next = code.replace(NAMED_IMPORT, (whole, specifiers: string, pkg: string) => {
        const barrel = targets!.get(pkg)!;
        const lines: string[] = [];
        for (const specifier of specifiers
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
          const target = barrel.get(imported);
          if (!target) return whole; // something the barrel defines itself: leave the import be
          lines.push(target(local!));
        }
        changed = true;
        return lines.join(' '); // one line, so the module's lines keep their numbers
      });
      return changed ? { code: next, map: null } : null;
    },
  };
}
