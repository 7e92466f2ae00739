import sidebarAreas from '../../openapi/sidebar-areas.json';

/** A product area of the v2.0 reference sidebar and its resources (tag page slugs), in order. */
export interface SidebarArea {
  label: string;
  resources: readonly string[];
}

export const AREAS: readonly SidebarArea[] = sidebarAreas.areas;

/** The part of a generated sidebar entry this module reads: a resource is a category linked to its tag page. */
interface SidebarEntry {
  type: string;
  link?: {type: string; id?: string};
  [key: string]: unknown;
}

/** The resource (tag page slug) a generated sidebar entry stands for, or null for any other entry. */
export function resourceOf(entry: SidebarEntry): string | null {
  return entry.type === 'category' && entry.link?.type === 'doc' && entry.link.id ? entry.link.id : null;
}

/**
 * Regroups the generator's flat list of resource categories (one per tag, alphabetical) into one
 * collapsed category per product area (openapi/sidebar-areas.json), in the areas' order; entries
 * that are not resources (the introduction) stay first. Throws when a resource is in no area or an
 * area names a resource the sidebar lacks, so that a new resource cannot silently drop out.
 */
export function groupByArea<T extends SidebarEntry>(entries: readonly T[], areas: readonly SidebarArea[] = AREAS): Array<T | SidebarEntry> {
  const byResource = new Map<string, T>();
  const others: T[] = [];
  for (const entry of entries) {
    const resource = resourceOf(entry);
    if (resource) byResource.set(resource, entry);
    else others.push(entry);
  }
  const placed = new Set(areas.flatMap((area) => area.resources));
  const homeless = [...byResource.keys()].filter((resource) => !placed.has(resource));
  if (homeless.length) throw new Error(`API sidebar: no area in openapi/sidebar-areas.json for ${homeless.join(', ')}`);
  const unknown = [...placed].filter((resource) => !byResource.has(resource));
  if (unknown.length) throw new Error(`API sidebar: openapi/sidebar-areas.json names resources the reference lacks: ${unknown.join(', ')}`);
  return [
    ...others,
    ...areas.map((area) => ({
      type: 'category',
      label: area.label,
      collapsed: true,
      collapsible: true,
      className: 'api-area',
      items: area.resources.map((resource) => byResource.get(resource) as T),
    })),
  ];
}
