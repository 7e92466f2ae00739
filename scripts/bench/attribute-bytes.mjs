#!/usr/bin/env node
/**
 * Where a bundle's bytes come from: reads a built script and its source map (a build made with
 * DOCS_BUNDLE_STATS=<file> emits maps) and prints the minified bytes per package or source folder.
 *
 *   npm run bench -- attribute build/assets/js/main.<hash>.js [--top 30]
 */
import fs from 'node:fs';
import {SourceMapConsumer} from 'source-map-js';

/** Groups a source path: a package name for node_modules, else its first two folders. */
export function groupOf(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm !== -1) {
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
  return clean.split('/').slice(0, 3).join('/');
}

/** Bytes of `code` attributed to each group through `map` (a parsed source map). */
export function attribute(code, map) {
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(map);
  const totals = new Map();
  let last = null;
  const add = (group, n) => totals.set(group, (totals.get(group) ?? 0) + n);
  consumer.eachMapping((m) => {
    if (last && last.generatedLine === m.generatedLine) {
      add(last.group, m.generatedColumn - last.generatedColumn);
    } else if (last) {
      add(last.group, lines[last.generatedLine - 1].length - last.generatedColumn);
    }
    last = {generatedLine: m.generatedLine, generatedColumn: m.generatedColumn, group: m.source ? groupOf(m.source) : '(runtime)'};
  });
  if (last) add(last.group, lines[last.generatedLine - 1].length - last.generatedColumn);
  const mapped = [...totals.values()].reduce((a, b) => a + b, 0);
  totals.set('(unmapped)', Buffer.byteLength(code) - mapped);
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  const topArg = process.argv.indexOf('--top');
  const top = topArg > -1 ? Number(process.argv[topArg + 1]) : 30;
  const code = fs.readFileSync(file, 'utf8');
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'));
  const rows = attribute(code, map);
  console.log(`${file}: ${(Buffer.byteLength(code) / 1024).toFixed(1)} KiB`);
  for (const [group, bytes] of rows.slice(0, top)) console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KiB  ${group}`);
}
