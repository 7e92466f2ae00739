#!/usr/bin/env node
/**
 * Where a bundle's bytes come from: reads a built script and its source map (a build made with
 * DOCS_BUNDLE_STATS=<file> emits maps) and prints the minified bytes per package or source folder.
 *
 *   npm run bench -- attribute build/assets/js/main.<hash>.js [--top 30]
 */
import fs from 'node:fs';
import {SourceMapConsumer} from 'source-map-js';
import {isMain, kb, parseArgs} from './lib.mjs';

/** Groups a source path: a package name for node_modules (Docusaurus' by theme component or client folder), else its first three folders. */
export function groupOf(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm === -1) return clean.split('/').slice(0, 3).join('/');
  const rest = clean.slice(nm + 'node_modules/'.length).split('/');
  const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  if (name.startsWith('@docusaurus/') || name.startsWith('docusaurus-theme')) {
    const i = rest.indexOf('theme');
    if (i !== -1 && rest[i + 1]) return `${name} theme/${rest[i + 1]}`;
    const c = rest.indexOf('client');
    if (c !== -1) return `${name} client/${rest[c + 1] ?? ''}`;
  }
  return name;
}

/** Bytes of `code` attributed to each group through `map` (a parsed source map), largest first. */
export function attribute(code, map) {
  const lines = code.split('\n');
  const totals = new Map();
  const add = (group, n) => totals.set(group, (totals.get(group) ?? 0) + n);
  // Each mapping owns the bytes from its column up to the next mapping on its line, or the line's end.
  let last = null;
  const close = (next) => last && add(last.group, (next?.generatedLine === last.generatedLine ? next.generatedColumn : lines[last.generatedLine - 1].length) - last.generatedColumn);
  new SourceMapConsumer(map).eachMapping((m) => {
    close(m);
    last = {generatedLine: m.generatedLine, generatedColumn: m.generatedColumn, group: m.source ? groupOf(m.source) : '(runtime)'};
  });
  close(null);
  totals.set('(unmapped)', Buffer.byteLength(code) - [...totals.values()].reduce((a, b) => a + b, 0));
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

if (isMain(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const file = args._?.[0];
  if (!file || !fs.existsSync(`${file}.map`)) {
    console.error(`bench attribute: ${file ? `${file}.map is missing` : 'name a built script'}; build with DOCS_BUNDLE_STATS=<file> npm run build for source maps`);
    process.exit(2);
  }
  const code = fs.readFileSync(file, 'utf8');
  console.log(`${file}: ${kb(Buffer.byteLength(code), 1)}`);
  for (const [group, bytes] of attribute(code, JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))).slice(0, Number(args.top ?? 30))) {
    console.log(`${kb(bytes, 1).padStart(10)}  ${group}`);
  }
}
