import {afterEach, describe, expect, test} from 'vitest';
import {startAlgoliaEmulator} from './algolia.mjs';
import SITE_SYNONYMS from '../../src/search/synonyms.json' with {type: 'json'};

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
  test("with the site's synonyms, a verb finds the noun of its action and a verb's forms find each other, which Algolia, without a stemmer, does not derive", async () => {
    const records = [record('sig', 'Delivery headers and signature verification', 'check each request'), record('ver', 'Versioning and deprecation', 'sunset dates'), record('cal', 'Maintaining calendar synchronization', 'keep events in sync')];
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings, stopWords: ['a', 'the'], records, synonyms: SITE_SYNONYMS});
    expect(await ask({query: 'verify signature'})).toEqual(['sig']);
    expect(await ask({query: 'deprecated versioning'})).toEqual(['ver']);
    expect(await ask({query: 'calendar syncing'})).toEqual(['cal']);
    await algolia.close();
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings, stopWords: ['a', 'the'], records});
    expect(await ask({query: 'verify signature'})).toEqual([]);
  });

  test('optionalWords given with the request (the query itself) make each of its words optional; more words matched ranks first', async () => {
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings, stopWords: ['the', 'how'], records: [record('one', 'Link swap', 'text'), record('two', 'Link swap webhook', 'how it works')]});
    expect(await ask({query: 'link swap webhook mechanics'})).toEqual([]);
    expect(await ask({query: 'link swap webhook mechanics', optionalWords: ['link swap webhook mechanics']})).toEqual(['two', 'one']);
  });

  test('an attribute holding a list of strings (a page\'s keywords) is searched entry by entry, ranked by its place among the searchable attributes', async () => {
    const withKeywords = {...settings, searchableAttributes: ['unordered(hierarchy.lvl1)', 'unordered(keywords)', 'content']};
    const records = [record('mention', 'Smart panels', 'fetch it on your server'), {...record('creds', 'Client credentials', 'a grant'), keywords: ['server-to-server', 'machine to machine']}];
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings: withKeywords, stopWords: ['to'], records});
    expect(await ask({query: 'machine'})).toEqual(['creds']);
    expect(await ask({query: 'server'})).toEqual(['creds', 'mention']);
    // A typo finds the keyword unless typo tolerance is off in that attribute.
    expect(await ask({query: 'machina'})).toEqual(['creds']);
    await algolia.close();
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings: {...withKeywords, disableTypoToleranceOnAttributes: ['keywords']}, stopWords: ['to'], records});
    expect(await ask({query: 'machina'})).toEqual([]);
    expect(await ask({query: 'machine'})).toEqual(['creds']);
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
  test('ignorePlurals relates the plurals no suffix rule derives, and the -us nouns to their -uses plurals, as exact words', async () => {
    const plurals = {...settings, ignorePlurals: true, alternativesAsExact: ['ignorePlurals', 'singleWordSynonym']};
    const records = [record('person', 'Delete a person', 'text'), record('people', 'List people', 'text'), record('status', 'Job status', 'text'), record('other', 'Other', 'a status or two')];
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings: plurals, stopWords: ['a'], records});
    expect(await ask({query: 'people'})).toEqual(['person', 'people']);
    expect(await ask({query: 'persons'})).toEqual(['person', 'people']);
    expect(await ask({query: 'statuses'})).toEqual(['status', 'other']);
    // A typo is counted against the word as written: "peple" is one typo from "people".
    expect(await ask({query: 'peple'})).toEqual(['people']);
    await algolia.close();
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings: {...plurals, ignorePlurals: false}, stopWords: ['a'], records});
    expect(await ask({query: 'people'})).toEqual(['people']);
  });
});

describe('Algolia emulator: synonyms', () => {
  const synonyms = [
    {objectID: 'delete', type: 'synonym', synonyms: ['delete', 'remove']},
    {objectID: 'person', type: 'synonym', synonyms: ['person', 'contact']},
    {objectID: 'rate', type: 'synonym', synonyms: ['too many requests', '429']},
  ];

  test('one-word synonyms apply to every word of the query at once, as the word itself; a phrase replaces its word', async () => {
    const records = [record('both', 'Remove a contact', 'x'), record('one', 'Remove a cadence', 'x'), record('phrase', 'Too many requests', 'x')];
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings, stopWords: ['a'], records, synonyms});
    // Both words are found through a synonym in the same record (replacing one word at a time found nothing).
    expect(await ask({query: 'delete person'})).toEqual(['both']);
    expect(await ask({query: '429'})).toEqual(['phrase']);
  });

  test('a synonym is matched as written: no typo, no prefix', async () => {
    const records = [record('typo', 'Remoev it', 'x'), record('prefix', 'Removed it', 'x')];
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings, stopWords: [], records, synonyms});
    expect(await ask({query: 'delete'})).toEqual([]);
  });
});

describe('Algolia emulator: the ranking formula', () => {
  const plain = {searchableAttributes: ['unordered(hierarchy.lvl1)', 'content'], removeWordsIfNoResults: 'none'};

  async function ranked(settings, records, query) {
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings, stopWords: [], records});
    const response = await fetch(`${algolia.url}/1/indexes/*/queries`, {
      method: 'POST',
      headers: {'x-algolia-application-id': algolia.appId, 'x-algolia-api-key': algolia.apiKey, 'content-type': 'application/json'},
      body: JSON.stringify({requests: [{indexName: 'docs', query, getRankingInfo: true}]}),
    });
    const hits = (await response.json()).results[0].hits;
    await algolia.close();
    algolia = null;
    return hits.map((h) => ({id: h.objectID, info: h._rankingInfo}));
  }

  test('proximity: the distance of neighbouring query words within an attribute, capped at 8, and 8 across attributes', async () => {
    const records = [
      record('near', 'Webhook subscription', 'x'),
      record('apart', 'Webhook for each new subscription', 'x'),
      record('split', 'Webhook', 'one subscription'),
      record('far', 'Webhook a b c d e f g h i j subscription', 'x'),
    ];
    const hits = await ranked({...plain, ranking: ['proximity']}, records, 'webhook subscription');
    expect(Object.fromEntries(hits.map((h) => [h.id, h.info.proximityDistance]))).toEqual({near: 1, apart: 4, split: 8, far: 8});
    expect(hits.slice(0, 2).map((h) => h.id)).toEqual(['near', 'apart']);
    // One word has no pair: 0.
    expect((await ranked({...plain, ranking: ['proximity']}, records, 'webhook')).every((h) => h.info.proximityDistance === 0)).toBe(true);
  });

  test('criteria apply in the order of the settings\' ranking, and one left out of it does not rank', async () => {
    // "close": both words in the text, next to each other; "titled": one in the title, one far in the text.
    const records = [record('close', 'Other', 'webhook subscription'), record('titled', 'Webhook', 'a subscription')];
    expect((await ranked({...plain, ranking: ['proximity', 'attribute']}, records, 'webhook subscription')).map((h) => h.id)).toEqual(['close', 'titled']);
    expect((await ranked({...plain, ranking: ['attribute', 'proximity']}, records, 'webhook subscription')).map((h) => h.id)).toEqual(['titled', 'close']);
    // Without proximity in the formula, the custom ranking decides the tie that attribute leaves.
    const weighted = [{...record('close', 'Webhook', 'webhook subscription'), weight: {level: 0, pageRank: 0, position: 0}}, {...record('titled', 'Webhook', 'a b c subscription'), weight: {level: 10, pageRank: 0, position: 0}}];
    expect((await ranked({...plain, ranking: ['attribute', 'proximity', 'custom'], customRanking: ['desc(weight.level)']}, weighted, 'webhook subscription')).map((h) => h.id)).toEqual(['close', 'titled']);
    expect((await ranked({...plain, ranking: ['attribute', 'custom'], customRanking: ['desc(weight.level)']}, weighted, 'webhook subscription')).map((h) => h.id)).toEqual(['titled', 'close']);
  });

  test('attributeCriteriaComputedBy sum: every query word\'s best attribute counts, so all words in the title beat one there and the rest in the text', async () => {
    // Both records match "webhook" in the title; "create" and "subscription" are in the title of one, the text of the other.
    const records = [
      {...record('guide', 'Webhook event types', 'create a subscription'), weight: {level: 100, pageRank: 2, position: 0}},
      {...record('operation', 'Create a webhook subscription', 'x'), weight: {level: 100, pageRank: 1, position: 0}},
    ];
    const formula = {...plain, ranking: ['attribute', 'custom'], customRanking: ['desc(weight.pageRank)']};
    const best = await ranked(formula, records, 'create webhook subscription');
    expect(best.map((h) => h.id)).toEqual(['guide', 'operation']);
    expect(best.map((h) => h.info.firstMatchedWord)).toEqual([0, 0]);
    const sum = await ranked({...formula, attributeCriteriaComputedBy: 'sum'}, records, 'create webhook subscription');
    expect(sum.map((h) => h.id)).toEqual(['operation', 'guide']);
    // Places 0 (title) and 1 (text), added up: 0 + 0 + 0 against 0 + 1 + 1.
    expect(sum.map((h) => h.info.firstMatchedWord)).toEqual([0, 2000]);
    // A strategy the emulator does not model is refused, not ranked as another.
    await expect(startAlgoliaEmulator({indexName: 'docs', settings: {...plain, attributeCriteriaComputedBy: 'minProximity'}, stopWords: [], records})).rejects.toThrow(/attributeCriteriaComputedBy "minProximity"/);
  });
});

describe('Algolia emulator: tokens (separatorsToIndex, splitting and concatenation)', () => {
  const withRanking = {...settings, separatorsToIndex: '_', ranking: ['words', 'typo', 'attribute', 'exact', 'custom'], attributeCriteriaComputedBy: 'sum'};
  const info = async (request) => {
    const response = await fetch(`${algolia.url}/1/indexes/*/queries`, {
      method: 'POST',
      headers: {'x-algolia-application-id': algolia.appId, 'x-algolia-api-key': algolia.apiKey, 'content-type': 'application/json'},
      body: JSON.stringify({requests: [{indexName: 'docs', getRankingInfo: true, ...request}]}),
    });
    return (await response.json()).results[0].hits.map((h) => [h.objectID, h._rankingInfo.words]);
  };

  test('an indexed separator is a word of its own: per_page is per, _ and page; a query written per_page is a sequence', async () => {
    const records = [record('param', 'Paging', 'send per_page and sort_by'), record('prose', 'Other', 'one page per request')];
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings: withRanking, stopWords: ['by', 'and'], records});
    // The words of a joined name find it, in any order.
    expect(await ask({query: 'per page'})).toEqual(['param', 'prose']);
    expect(await ask({query: 'sort by'})).toEqual(['param']);
    // Joined, they must stand next to each other in that order; the underscore counts as a word.
    expect(await info({query: 'per_page'})).toEqual([['param', 3]]);
    // A stop word inside a joined name stays in the query.
    expect(await ask({query: 'sort_by'})).toEqual(['param']);
  });

  test('a query word is also searched split in two words of the index, and two query words joined as one', async () => {
    const records = [record('tz', 'Time zones and timestamps', 'offsets'), record('mode', 'Automated settings', 'timezone_mode decides'), record('none', 'Other', 'nothing')];
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings: withRanking, stopWords: ['and'], records});
    // Split, "timezones" finds the title's "time zones"; as a plural, the "timezone" of timezone_mode.
    expect(await info({query: 'timezones'})).toEqual([['tz', 1], ['mode', 1]]);
    expect(await info({query: 'time zone'})).toEqual([['tz', 2], ['mode', 2]]);
  });

  test('a phrase that stands for one query word counts as that one word', async () => {
    const records = [record('ids', 'Mapping external identifiers', 'store the crm_id'), record('other', 'Crm', 'id of a crm record')];
    const synonyms = [{objectID: 'mapping', type: 'synonym', synonyms: ['mapping', 'crm_id']}];
    algolia = await startAlgoliaEmulator({indexName: 'docs', settings: withRanking, stopWords: ['the', 'of', 'a'], records, synonyms});
    const hits = await info({query: 'crm id mapping', optionalWords: ['crm id mapping']});
    // Three query words at most, whichever way "mapping" matched.
    expect(Math.max(...hits.map(([, words]) => words))).toBe(3);
    expect(hits[0][0]).toBe('ids');
  });
});
