// The pages a shopper lands on (home, product page, cart) in a few chunks each, not dozens. The
// bundler's own splitting gives every module two routes share a chunk of its own, so the product
// page's code came in about thirty files of 1 to 3 kB. On a phone's network each file costs a
// round trip, and a browser talking HTTP/1.1 to the store (as it does to the reference backend)
// asks at most six at a time: the page waited for five rounds of them before it could render.
//
// Here every module a landing page needs beyond the entry goes to that page's chunk (to the first
// page's, in the order given, when several need it), so the product page's code comes in one chunk
// and its date picker's in another. Other routes that import such a module load that chunk too;
// every other module is split as before.
import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

/** Every module `roots` import statically, directly or through another, the roots included. */
export function staticClosure(roots: readonly string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/** Whether `id` imports a module `exclude` matches. */
const imports = (id: string, exclude: RegExp, graph: ModuleGraph): boolean =>
  (graph.getModuleInfo(id)?.importedIds ?? []).some((dep) => exclude.test(dep));

export interface LandingChunks {
  /** The app's entry module (an absolute path). */
  readonly entry: string;
  /**
   * By chunk name, the modules each landing page's chunk starts from (its route's module, or what
   * the page loads beside it), the page most worth speeding first: a module two pages need goes to
   * the first one's chunk.
   */
  readonly pages: Readonly<Record<string, readonly string[]>>;
  /** The folders whose modules may move (the app's and the SDK's source), not the libraries'. */
  readonly ours: readonly string[];
  /**
   * Modules a moved module must not import: a module that imports one (the SDK's schemas, the schema
   * library) stays where the bundler puts it, or every page loading its new chunk would load the
   * library too. (Only direct imports count: the bundler drops what a page does not use of the
   * modules further down, which the import graph read here cannot tell.)
   */
  readonly exclude: RegExp;
}

/**
 * The chunk of each module a landing page needs beyond the entry: the first page in `pages` that
 * needs it (a later page that needs it too loads that page's chunk for it); none, the bundler's
 * choice, for every other module.
 */
export function landingChunkNames(
  { entry, pages, ours, exclude }: LandingChunks,
  graph: ModuleGraph,
): Map<string, string> {
  const inEntry = staticClosure([entry], graph);
  const movable = (id: string) =>
    !inEntry.has(id) && ours.some((dir) => id.startsWith(dir)) && !imports(id, exclude, graph);
  const names = new Map<string, string>();
  for (const [page, roots] of Object.entries(pages))
    for (const id of staticClosure(roots, graph)) if (!names.has(id) && movable(id)) names.set(id, page);
  return names;
}

/**
 * A static import cycle between chunks, as the chunks that form it, or null. Moving modules without
 * their imports (as here) could make one, and two chunks importing each other may run a module
 * before one it needs; the build fails instead (generateBundle below).
 */
export function importCycle(chunks: Readonly<Record<string, readonly string[]>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    const at = path.indexOf(name);
    if (at !== -1) return [...path.slice(at), name];
    if (done.has(name)) return null;
    path.push(name);
    for (const dep of chunks[name] ?? []) {
      const cycle = visit(dep);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(name);
    return null;
  };
  for (const name of Object.keys(chunks)) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * `preload`: lazily loaded modules every page asks for as its main script starts (the HTML sanitizer,
 * components/HtmlBlock.tsx). The page's HTML names their chunks as module preloads, so they download
 * beside the main script instead of after it.
 */
export function landingChunks(options: LandingChunks & { readonly preload?: RegExp }): Plugin {
  let names: Map<string, string> | undefined;
  return {
    name: 'boxoffice:landing-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: (id, context) => {
                    names ??= landingChunkNames(options, context);
                    return names.get(id) ?? null;
                  },
                },
              ],
            },
          },
        },
      },
    }),
    // A new build (watch mode) reads the module graph anew.
    buildStart() {
      names = undefined;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, readonly string[]> = {};
      for (const file of Object.values(bundle))
        if (file.type === 'chunk') chunks[file.fileName] = file.imports;
      const cycle = importCycle(chunks);
      if (cycle) this.error(`chunks import each other: ${cycle.join(' > ')}`);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.values(bundle ?? {})
          .filter((file) => file.type === 'chunk' && options.preload?.test(file.facadeModuleId ?? ''))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file.fileName}` },
            injectTo: 'head' as const,
          })),
    },
  };
}
