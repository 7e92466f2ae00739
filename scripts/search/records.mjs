/**
 * The search records of a build, for the Node scripts (search:push, search:relevance,
 * search:compare) and the e2e tests: the records shard that build/search-index/manifest.json names,
 * unpacked (src/search/embedded/shard.ts) into the DocSearch records the browser also reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const jiti = createJiti(fileURLToPath(import.meta.url));

/** DocSearch records from a records file: a packed shard or, as `--records` may give, a plain array. */
export function readRecordsFile(file) {
  const value = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (Array.isArray(value)) return value;
  const {unpackRecords} = jiti(path.join(root, 'src/search/embedded/shard.ts'));
  return unpackRecords(value);
}

/** The records of the build in `buildDir`, and the manifest naming its shards. Throws when there is no index. */
export function readBuildRecords(buildDir = path.join(root, 'build')) {
  const dir = path.join(buildDir, 'search-index');
  const manifestFile = path.join(dir, 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${path.relative(root, manifestFile)} is missing; run \`npm run build\` first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  return {manifest, records: readRecordsFile(path.join(dir, manifest.records))};
}
