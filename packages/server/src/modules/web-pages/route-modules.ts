/**
 * The files of a lazily loaded page of the web app, read from the build's manifest
 * (`.vite/manifest.json`): the page's chunk, the chunks it imports and their stylesheets, less
 * those the first download already has. Preloaded in the HTML of that page, they download with
 * the app's first files instead of after the app's code has run and asked for them (issue 11 §8:
 * on a phone, a title page's code was a second wave of requests, then a second render).
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteModules {
  /** Addresses of the scripts (`/assets/…js`) and of their stylesheets. */
  scripts: string[];
  styles: string[];
}

/** The chunks `keys` import, transitively, themselves included. */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** A page's files (its source module, e.g. `src/app/routes/title-route.tsx`), none if unbuilt. */
export function routeModules(manifest: Manifest, source: string): RouteModules {
  if (!manifest[source]) return { scripts: [], styles: [] };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = closure(manifest, entries);
  const needed = [...closure(manifest, [source])].filter((key) => !loaded.has(key));
  const chunks = needed.map((key) => manifest[key]!);
  return {
    scripts: chunks.map((chunk) => `/${chunk.file}`),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  };
}

/** The manifest of a built web app, null when the build wrote none. */
export function readManifest(webDist: string): Manifest | null {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return null;
  }
}
