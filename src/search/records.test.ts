import {describe, expect, test} from 'vitest';
import {forAlgolia, type DocSearchRecord} from './records';
import settings from './index-settings.json';

type Uploaded = Pick<DocSearchRecord, 'type' | 'hierarchy' | 'url_without_anchor' | 'weight'> & {content?: string};

/** A record of page `page` at `position`, ranked by DocSearch's level of its type. */
const record = (lvl0: string, type: DocSearchRecord['type'], lvl1: string, position = 0, page = lvl1): Uploaded => ({
  type,
  hierarchy: {lvl0, lvl1, lvl2: type === 'lvl2' ? 'Headers' : null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  url_without_anchor: `https://example.com/${page.replace(/\W+/g, '-')}/`,
  weight: {pageRank: lvl0 === 'API' ? 1 : 2, level: type === 'lvl1' ? 100 : type === 'lvl2' ? 83 : 0, position},
});

describe('forAlgolia: the records search:push uploads', () => {
  test('a guide\'s title record is not uploaded: its lead record goes up in its place, with the title\'s ranking weight', () => {
    const guideTitle = record('Docs', 'lvl1', 'Rate limits', 0);
    const guideLead = {...record('Docs', 'content', 'Rate limits', 1), content: 'Every request counts against a limit.'};
    const guideSection = record('Docs', 'lvl2', 'Rate limits', 2);
    const guideText = record('Docs', 'content', 'Rate limits', 3);
    const operationTitle = record('API', 'lvl1', 'List people', 0);
    const operationText = record('API', 'content', 'List people', 1);
    const uploaded = forAlgolia([guideTitle, guideLead, guideSection, guideText, operationTitle, operationText]);
    expect(uploaded).toEqual([
      // What the reader sees is the lead (type content, its text); it ranks as the title did.
      {...guideLead, weight: {pageRank: 2, level: 100, position: 0, titleWords: 2, event: 0}},
      {...guideSection, weight: {...guideSection.weight, titleWords: 0, event: 0}},
      {...guideText, weight: {...guideText.weight, titleWords: 0, event: 0}},
      {...operationTitle, weight: {...operationTitle.weight, titleWords: 2, event: 0}},
      {...operationText, weight: {...operationText.weight, titleWords: 0, event: 0}},
    ]);
    // SPEC 5: no Docs page-title hit can come back from Algolia.
    expect(uploaded.filter((r) => r.hierarchy.lvl0 === 'Docs' && r.type === 'lvl1')).toEqual([]);
  });

  test("a guide's keywords go up on its lead, where Algolia searches them (searchable, after the title); an API title keeps its own", () => {
    const guideTitle = {...record('Docs', 'lvl1', 'Client credentials', 0), keywords: ['server-to-server']};
    const guideLead = {...record('Docs', 'content', 'Client credentials', 1), content: 'A grant for your backend.'};
    const guideText = record('Docs', 'content', 'Client credentials', 2);
    const uploaded = forAlgolia([guideTitle, guideLead, guideText]);
    expect(uploaded.map((r) => (r as {keywords?: string[]}).keywords)).toEqual([['server-to-server'], undefined]);
    expect(settings.searchableAttributes.slice(0, 2)).toEqual(['unordered(hierarchy.lvl1)', 'unordered(keywords)']);
    expect(settings.attributesToRetrieve).not.toContain('keywords');
  });

  test('the lead is the first record below the title in page order, whatever order the records come in; a page with only a title is left out', () => {
    const title = record('Docs', 'lvl1', 'Webhooks', 0);
    const heading = record('Docs', 'lvl2', 'Webhooks', 1);
    const later = record('Docs', 'content', 'Webhooks', 2);
    const lonely = record('Docs', 'lvl1', 'Overview', 0);
    const uploaded = forAlgolia([later, lonely, heading, title]);
    expect(uploaded.map((r) => [r.type, r.weight.level, r.weight.position])).toEqual([
      ['content', 0, 2],
      ['lvl2', 100, 0],
    ]);
    // Each page keeps its records: another page's records are never taken for its lead.
    const other = record('Docs', 'content', 'Scopes', 1, 'Scopes');
    expect(forAlgolia([title, other, heading]).map((r) => [r.url_without_anchor, r.weight.level])).toEqual([
      [other.url_without_anchor, 0],
      [heading.url_without_anchor, 100],
    ]);
  });

  test('a record ranked as a title carries the number of words of its title, as a key of the custom ranking; other records 0', () => {
    const weight = {pageRank: 1, level: 100, position: 0};
    const title = {...record('API', 'lvl1', 'List account stages'), weight};
    const text = {...record('API', 'content', 'List account stages'), weight: {...weight, level: 0, position: 3}};
    expect(forAlgolia([title, text]).map((r) => r.weight)).toEqual([{...weight, titleWords: 3, event: 0}, {...weight, level: 0, position: 3, titleWords: 0, event: 0}]);
    expect(forAlgolia([{...record('API', 'lvl1', 'Fetch a per_page setting (v1)'), weight}])[0].weight).toMatchObject({titleWords: 5});
    expect(forAlgolia([record('Docs', 'lvl1', 'Adding people to cadences', 0), record('Docs', 'content', 'Adding people to cadences', 1)])[0].weight).toMatchObject({level: 100, titleWords: 4});
    // After the level, operations before event pages, the shorter title, then the page rank: "People" (an operation) before "Adding people to cadences" (a guide).
    expect(settings.customRanking).toEqual(['desc(weight.level)', 'asc(weight.event)', 'asc(weight.titleWords)', 'desc(weight.pageRank)', 'asc(weight.position)']);
  });

  test("every record of a webhook event page (an API page titled by the event's name) carries event 1, every other record 0", () => {
    const weight = {pageRank: 1, level: 100, position: 0};
    const eventTitle = {...record('API', 'lvl1', 'person_created'), weight};
    const eventText = {...record('API', 'content', 'person_created'), weight: {...weight, level: 0, position: 2}};
    const operation = {...record('API', 'lvl1', 'Create a person'), weight};
    const guideLead = record('Docs', 'content', 'cadence_import', 1);
    expect(forAlgolia([eventTitle, eventText, operation, record('Docs', 'lvl1', 'cadence_import', 0), guideLead]).map((r) => [r.hierarchy.lvl1, (r.weight as {event?: number}).event])).toEqual([
      ['person_created', 1],
      ['person_created', 1],
      ['Create a person', 0],
      ['cadence_import', 0],
    ]);
  });
});
