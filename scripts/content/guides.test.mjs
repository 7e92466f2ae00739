import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlocks, GUIDES_DIR, listGuides, proseWords, readGuide} from './guides.mjs';

const root = path.resolve(GUIDES_DIR, '..', '..');
const routes = fs
  .readFileSync(path.join(root, 'e2e', 'fixtures', 'routes.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l.startsWith('/docs/platform/'));
const guides = listGuides();
const SECTIONS = new Set(fs.readdirSync(GUIDES_DIR, {withFileTypes: true}).filter((d) => d.isDirectory()).map((d) => d.name));

describe('platform guides', () => {
  it('has a page for every platform route of routes.txt, and no page outside it', () => {
    const fromFiles = guides.map((f) => `/docs/platform/${f.replace(/\.mdx$/, '')}/`);
    expect(fromFiles.sort()).toEqual([...routes].sort());
  });

  it.each(guides)('%s has title, description, sidebar and a section tag', (file) => {
    const {frontMatter} = readGuide(file);
    expect(typeof frontMatter.title).toBe('string');
    expect(frontMatter.description.length).toBeGreaterThanOrEqual(50);
    expect(frontMatter.displayed_sidebar).toBe('docsSidebar');
    const section = file.includes('/') ? file.split('/')[0] : 'getting-started';
    expect(frontMatter.tags).toEqual([section]);
    if (section !== 'getting-started') expect(SECTIONS.has(section)).toBe(true);
  });

  it.each(guides)('%s has at least 120 words of body text', (file) => {
    expect(proseWords(readGuide(file).body)).toBeGreaterThanOrEqual(120);
  });

  it.each(guides)('%s has JSON examples that parse', (file) => {
    for (const block of codeBlocks(readGuide(file).body).filter((b) => b.language === 'json')) {
      expect(() => JSON.parse(block.code), block.code.slice(0, 80)).not.toThrow();
    }
  });

  it('keeps a median of at least 300 words', () => {
    const counts = guides.map((f) => proseWords(readGuide(f).body)).sort((a, b) => a - b);
    expect(counts[Math.floor(counts.length / 2)]).toBeGreaterThanOrEqual(300);
  });
});

describe('no placeholder text', () => {
  const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|lorem|coming soon)\b/i;
  const scan = (dir) =>
    fs
      .readdirSync(path.join(root, dir), {recursive: true})
      .map(String)
      .filter((f) => /\.(mdx?|tsx?|css|ya?ml)$/.test(f))
      .map((f) => path.join(dir, f));
  const files = [...scan('docs/platform'), ...scan('src'), ...scan('openapi')];

  it('scans the guides, the site source and the specs', () => {
    expect(files.length).toBeGreaterThan(80);
  });

  it.each(files)('%s has none', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    expect(text.match(PLACEHOLDER)?.[0]).toBeUndefined();
  });

  it('detects placeholders (self-test)', () => {
    expect(PLACEHOLDER.test('This section is coming soon.')).toBe(true);
    expect(PLACEHOLDER.test('TODO: write')).toBe(true);
    expect(PLACEHOLDER.test('Keep tokens safe.')).toBe(false);
  });
});
