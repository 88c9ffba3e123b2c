import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * index.css is the signed-out screens' stylesheet: Tailwind writes utilities only for the classes
 * of the files it names with @source (record 119). A file the entry imports without its classes
 * there would show unstyled on the login screen, and only there (the signed-in sheet has them all).
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Static imports only: `import()` is where the lazy chunks (and their own stylesheet) begin. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm;

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null; // a package, or #common/ (no classes there)
  if (base === null) return null;
  return (
    ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
      .map((suffix) => base + suffix)
      .find((file) => /\.tsx?$/.test(file) && fs.existsSync(file)) ?? null
  );
}

/** Every client file the entry reaches through static imports. */
function entryGraph(): string[] {
  const seen = new Set<string>();
  const queue = [path.join(SRC, 'main.tsx')];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, match[1]!);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

/** index.css's @source paths (files or folders), relative to client/src. */
function sources(): string[] {
  const css = fs.readFileSync(path.join(SRC, 'index.css'), 'utf8');
  return [...css.matchAll(/^@source '([^']+)';/gm)].map((match) => path.join(SRC, match[1]!));
}

describe('the signed-out stylesheet (index.css)', () => {
  it('names every file with classes that the entry imports', () => {
    const listed = sources();
    const graph = entryGraph();
    // The crawl itself works: it reaches the login screen and stops at the lazy signed-in area.
    expect(graph).toContain(path.join(SRC, 'features/auth/login-page.tsx'));
    expect(graph).not.toContain(path.join(SRC, 'app/signed-in-app.tsx'));
    const styled = graph.filter((file) => /className|\bcva\(/.test(fs.readFileSync(file, 'utf8')));
    const missing = styled.filter(
      (file) => !listed.some((source) => file === source || file.startsWith(source + path.sep)),
    );
    expect(missing.map((file) => path.relative(SRC, file))).toEqual([]);
  });

  it('imports Tailwind without detecting sources, so only those files count', () => {
    expect(fs.readFileSync(path.join(SRC, 'index.css'), 'utf8')).toMatch(/^@import 'tailwindcss' source\(none\);/);
  });
});
