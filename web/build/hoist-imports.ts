// Names every chunk a lazily loaded chunk needs, however deep, in that chunk itself, so the browser
// asks for them all as soon as it has read it. Without this, a page's chunk names only the chunks it
// imports directly, and each of those names the next: on a phone's slow network every level waits
// one more round trip (the product page's code came in seven). Vite's own answer, module preload
// links added by script, costs the page's main thread more than the round trips it saves.
//
// The added imports go at the end of the chunk: an import declaration takes effect wherever it
// stands, the chunks' order of evaluation stays as it was (each one added is already imported through
// another), and no line of the source map moves. They are added after the chunks are named; the name's
// hash still changes with them, since it covers the names of the chunks imported directly, whose own
// names cover theirs.
import type { Plugin } from 'vite';

interface ChunkGraph {
  readonly [fileName: string]: { readonly imports: readonly string[] } | undefined;
}

/** Every chunk `fileName` imports statically, directly or through another, in a stable order. */
export function transitiveImports(fileName: string, chunks: ChunkGraph): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    for (const dep of chunks[name]?.imports ?? []) {
      if (seen.has(dep) || dep === fileName) continue;
      seen.add(dep);
      visit(dep);
    }
  };
  visit(fileName);
  return [...seen];
}

/** The import declarations a chunk lacks: the chunks it needs only through another. */
export function missingImports(fileName: string, chunks: ChunkGraph): string[] {
  const direct = new Set(chunks[fileName]?.imports ?? []);
  const dir = fileName.slice(0, fileName.lastIndexOf('/') + 1);
  return transitiveImports(fileName, chunks)
    .filter((dep) => !direct.has(dep))
    .map((dep) => `import"./${dep.startsWith(dir) ? dep.slice(dir.length) : dep}";`);
}

export function hoistImports(): Plugin {
  return {
    name: 'boxoffice:hoist-imports',
    apply: 'build',
    // After Vite has removed the chunks that only carried CSS (and the imports of them).
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { imports: string[] }> = {};
      for (const [name, file] of Object.entries(bundle))
        if (file.type === 'chunk')
          chunks[name] = { imports: file.imports.filter((dep) => bundle[dep]?.type === 'chunk') };
      for (const file of Object.values(bundle)) {
        // The entry's own imports are in the page's HTML as module preloads already.
        if (file.type !== 'chunk' || file.isEntry || !file.isDynamicEntry) continue;
        const added = missingImports(file.fileName, chunks);
        if (added.length === 0) continue;
        // Before the source map's comment, which stays the chunk's last line.
        const at = file.code.lastIndexOf('\n//# sourceMappingURL=');
        const end = at === -1 ? file.code.length : at;
        file.code = `${file.code.slice(0, end)}\n${added.join('')}${file.code.slice(end)}`;
      }
    },
  };
}
