import {afterEach, describe, expect, test} from 'vitest';
import {startAlgoliaEmulator} from './algolia.mjs';

const record = (objectID, lvl1, content) => ({objectID, url: `https://x/${objectID}/`, url_without_anchor: `https://x/${objectID}/`, type: 'content', hierarchy: {lvl0: 'Docs', lvl1}, content, weight: {level: 0, pageRank: 0, position: 0}});
const settings = {searchableAttributes: ['unordered(hierarchy.lvl1)', 'content'], removeStopWords: true, removeWordsIfNoResults: 'none'};
let algolia = null;

async function ask(request) {
  const response = await fetch(`${algolia.url}/1/indexes/*/queries`, {
    method: 'POST',
    headers: {'x-algolia-application-id': algolia.appId, 'x-algolia-api-key': algolia.apiKey, 'content-type': 'application/json'},
    body: JSON.stringify({requests: [{indexName: 'docs', ...request}]}),
  });
  return (await response.json()).results[0].hits.map((h) => h.objectID);
}

afterEach(async () => {
  await algolia?.close();
  algolia = null;
});

describe('Algolia emulator: query rules shared with the embedded engine', () => {
  test('optionalWords given with the request (the query itself) make each of its words optional; more words matched ranks first', async () => {
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings, stopWords: ['the', 'how'], records: [record('one', 'Link swap', 'text'), record('two', 'Link swap webhook', 'how it works')]});
    expect(await ask({query: 'link swap webhook mechanics'})).toEqual([]);
    expect(await ask({query: 'link swap webhook mechanics', optionalWords: ['link swap webhook mechanics']})).toEqual(['two', 'one']);
  });

  test('stop words come from the list it is given, and are required with removeStopWords', async () => {
    await expect(startAlgoliaEmulator({indexName: 'docs', settings})).rejects.toThrow(/stop-words\.json/);
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings, stopWords: ['the'], records: [record('one', 'Webhook', 'text')]});
    expect(await ask({query: 'the webhook'})).toEqual(['one']);
  });

  test('a plural is the word itself when alternativesAsExact holds ignorePlurals: its attribute is where it first occurs', async () => {
    const plurals = {...settings, ignorePlurals: true, alternativesAsExact: ['ignorePlurals', 'singleWordSynonym']};
    // "plays" in the title, "play" in the text: the title is where the word matched.
    const records = [record('mention', 'Other', 'a play'), record('guide', 'Registering plays', 'one play')];
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings: plurals, stopWords: [], records});
    expect(await ask({query: 'play'})).toEqual(['guide', 'mention']);
    await algolia.close();
    // Without it, the plural in the title is not exact, and is no better than the text's singular.
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings: {...plurals, alternativesAsExact: ['singleWordSynonym']}, stopWords: [], records: [record('singular', 'Play', 'x'), record('plural', 'Plays', 'x')]});
    expect(await ask({query: 'play'})).toEqual(['singular', 'plural']);
  });
});
