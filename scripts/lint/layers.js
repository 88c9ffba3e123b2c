// The server's layers, enforced by `npm run lint` (ARCHITECTURE.md, record 102).
//
// Each folder of server/src (and each file at its root) belongs to one layer. A file may import from
// its own folder, from a lower layer, or from another folder of its own layer, as long as that folder
// does not import it back, directly or through others: no two folders import each other, type-only
// imports included. `common/` (shared with the browser) imports nothing outside itself.
//
// The folder graph is read once per lint run from the files on disk, with a plain scan of their
// import specifiers: a long-lived editor session sees moves only after a restart.
import fs from 'node:fs';
import path from 'node:path';

/** Lowest first. A name is a folder of server/src, or a file at its root (no extension). `*` is every other. */
export const LAYERS = [
  { name: 'base', members: ['config', 'errors', 'clock', 'paths', 'data-dir', 'metrics'] },
  { name: 'dsp', members: ['dsp'] },
  { name: 'process', members: ['process'] },
  { name: 'storage', members: ['db', 'storage', 'crypto', 'rate-limit', 'mail', 'deps'] },
  { name: 'http', members: ['http'] },
  { name: 'jobs', members: ['jobs'] },
  { name: 'features', members: ['*'] },
  { name: 'app', members: ['app', 'main', 'job-definitions', 'testing'] },
];

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\1/g;
const isTestFile = (file) => /\.test\.tsx?$/.test(file);

/** The unit a file belongs to: its top folder under `root`, or its own name (no extension) at the root. */
export function unitOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  return parts.length > 1 ? parts[0] : parts[0].replace(/\.(tsx?|mts|mjs|js)$/, '');
}

export function rankOf(unit) {
  const named = LAYERS.findIndex((layer) => layer.members.includes(unit));
  return named >= 0 ? named : LAYERS.findIndex((layer) => layer.members.includes('*'));
}

/** Tests and the testing kit sit above everything and nothing imports them, so they are left out. */
function exempt(root, file) {
  return isTestFile(file) || unitOf(root, file) === 'testing';
}

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'migrations' && entry.name !== 'node_modules') out.push(...sourceFiles(full));
    } else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** unit -> the units it imports, over every non-test file under `root`. */
export function folderGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    if (exempt(root, file)) continue;
    const from = unitOf(root, file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const match of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = path.resolve(path.dirname(file), match[2]);
      if (!target.startsWith(root + path.sep)) continue;
      const to = unitOf(root, target);
      if (to !== from) graph.get(from).add(to);
    }
  }
  return graph;
}

/** A path of imports from `from` back to itself through `to`, or null when there is none. */
export function cycleThrough(graph, from, to) {
  const seen = new Set([to]);
  const queue = [[to]];
  while (queue.length > 0) {
    const trail = queue.shift();
    for (const next of graph.get(trail.at(-1)) ?? []) {
      if (next === from) return [from, ...trail, from];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...trail, next]);
      }
    }
  }
  return null;
}

const graphs = new Map();
function graphFor(root) {
  if (!graphs.has(root)) graphs.set(root, folderGraph(root));
  return graphs.get(root);
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Server folders import only their own or lower layers, and never each other.' },
    schema: [
      {
        type: 'object',
        properties: { server: { type: 'string' }, common: { type: 'string' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = context.options[0] ?? {};
    const server = path.resolve(context.cwd, options.server ?? 'server/src');
    const common = path.resolve(context.cwd, options.common ?? 'common');
    const file = context.filename;
    const inServer = file.startsWith(server + path.sep) && !exempt(server, file);
    const inCommon = file.startsWith(common + path.sep);
    if (!inServer && !inCommon) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (inCommon) {
        if (!target.startsWith(common + path.sep))
          context.report({ node, message: `common/ is shared with the browser and imports nothing outside it.` });
        return;
      }
      if (!target.startsWith(server + path.sep)) return;
      const from = unitOf(server, file);
      const to = unitOf(server, target);
      if (from === to) return;
      const [fromRank, toRank] = [rankOf(from), rankOf(to)];
      if (toRank > fromRank) {
        context.report({
          node,
          message: `${from} (layer ${LAYERS[fromRank].name}) may not import ${to} (layer ${LAYERS[toRank].name}, above it).`,
        });
        return;
      }
      const cycle = cycleThrough(graphFor(server), from, to);
      if (cycle) context.report({ node, message: `Folders import each other: ${cycle.join(' → ')}.` });
    }

    const fromSource = (node) => check(node, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};

export default { rules: { layers: rule } };
