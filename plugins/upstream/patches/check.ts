import fs from 'node:fs';
import path from 'node:path';

/**
 * The one way this site changes upstream code: patches of the exact installed versions in
 * patches/, which patch-package applies on `npm install` / `npm ci` (package.json `postinstall`,
 * with --error-on-fail). This module reads them back and says what is wrong, so that a build never
 * runs on upstream code the patches did not reach (an install with --ignore-scripts, a version
 * bump without a new patch, a hand edit in node_modules).
 */

export interface PatchedFile {
  /** Path inside node_modules, with `/`. */
  file: string;
  /** Each hunk's text after the patch: its context and added lines, in order. */
  hunks: string[];
}

export interface Patch {
  /** The patch file's name, e.g. `@docusaurus+core+3.10.2.patch`. */
  name: string;
  pkg: string;
  version: string;
  /** The `# ` lines before the first diff: why the patch exists. */
  why: string[];
  files: PatchedFile[];
}

/** Reads a patch-package patch: package and version from its name, files and hunks from its body. */
export function parsePatch(name: string, text: string): Patch {
  const match = /^(.+)\+([^+]+)\.patch$/.exec(name);
  if (!match) throw new Error(`patches: ${name} is not named <package>+<version>.patch`);
  const pkg = match[1]!.replace('+', '/');
  const lines = text.split('\n');
  const firstDiff = lines.findIndex((l) => l.startsWith('diff --git '));
  const why = lines.slice(0, firstDiff === -1 ? lines.length : firstDiff).filter((l) => l.startsWith('# ')).map((l) => l.slice(2));
  const files: PatchedFile[] = [];
  let hunk: string[] | null = null;
  const close = () => {
    if (hunk && files.length > 0) files.at(-1)!.hunks.push(hunk.join('\n'));
    hunk = null;
  };
  for (const line of lines.slice(Math.max(firstDiff, 0))) {
    if (line.startsWith('diff --git ')) {
      close();
      const target = /^diff --git a\/node_modules\/(.+?) b\//.exec(line);
      if (!target) throw new Error(`patches: ${name}: cannot read the target of "${line}"`);
      files.push({file: target[1]!, hunks: []});
    } else if (line.startsWith('@@')) {
      close();
      hunk = [];
    } else if (hunk && (line.startsWith(' ') || line.startsWith('+'))) {
      hunk.push(line.slice(1));
    } else if (hunk && line === '') {
      // A blank context line loses its leading space in some editors; git writes it as ' '.
      hunk.push('');
    }
  }
  close();
  // Trailing blank lines of the file's last hunk come from the file's final newline, not the diff.
  for (const f of files) f.hunks = f.hunks.map((h) => h.replace(/\n+$/, ''));
  return {name, pkg, version: match[2]!, why, files};
}

/** The patches in `dir` (patches/ of the site), parsed. */
export function readPatches(dir: string): Patch[] {
  return fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.patch'))
    .sort()
    .map((n) => parsePatch(n, fs.readFileSync(path.join(dir, n), 'utf8')));
}

/**
 * What is wrong with the installed packages under `nodeModules` for these patches: an empty list
 * when every patch names its reason, matches the installed version, and is applied.
 */
export function patchProblems(patches: readonly Patch[], nodeModules: string): string[] {
  const problems: string[] = [];
  const fix = 'run `npm ci` (or `npx patch-package`), or review patches/';
  for (const p of patches) {
    if (p.why.length === 0) problems.push(`patches/${p.name}: no "# " header saying why it exists`);
    if (p.files.length === 0) problems.push(`patches/${p.name}: changes no file`);
    const manifest = path.join(nodeModules, p.pkg, 'package.json');
    if (!fs.existsSync(manifest)) {
      problems.push(`patches/${p.name}: ${p.pkg} is not installed; ${fix}`);
      continue;
    }
    const installed = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version;
    if (installed !== p.version) {
      problems.push(`patches/${p.name}: patches ${p.pkg}@${p.version}, but ${installed} is installed; re-make the patch for ${installed}`);
      continue;
    }
    for (const f of p.files) {
      const file = path.join(nodeModules, f.file);
      if (!fs.existsSync(file)) {
        problems.push(`patches/${p.name}: node_modules/${f.file} does not exist; ${fix}`);
        continue;
      }
      const text = fs.readFileSync(file, 'utf8');
      const missing = f.hunks.findIndex((h) => !text.includes(h));
      if (missing !== -1) problems.push(`patches/${p.name}: hunk ${missing + 1} of node_modules/${f.file} is not applied; ${fix}`);
    }
  }
  return problems;
}
