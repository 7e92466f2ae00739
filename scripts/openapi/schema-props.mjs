/**
 * The schema props of a generated operation page, made ready for the browser at generation time
 * (run by operation-lib.mjs' rewriteApiPage for every page).
 *
 * docusaurus-plugin-openapi-docs writes each operation's request body and responses into the page as
 * JSON props (`body={...}` on RequestSchema, `responses={...}` on StatusCodes), with every `allOf`
 * still to combine. The theme combines them while it renders, with allof-merge, which made
 * allof-merge (14.6 KB minified) part of every API page's first-load JavaScript. Our schemas are
 * known when the site is built, so this module combines them here, once, with the same library and
 * the same rule the theme applies first (drop `additionalProperties: false` from the members of a
 * combination, which would otherwise cancel every property the other members add); the browser
 * then never meets an `allOf`. patches/docusaurus-theme-openapi-docs+*.patch takes allof-merge out
 * of the theme and makes its merge fail loudly if one ever does.
 *
 * The theme renders an `allOf` the plain way (merge, then show the result) unless the combination
 * involves a discriminator or a choice (`oneOf`/`anyOf`); then it draws tabs from the parts. Those
 * cases cannot be combined ahead of time without changing the page, so they stop generation with
 * the prop and the place.
 *
 * The same pass drops `x-source`: provenance notes for the spec's reviewers (CONTRIBUTING.md, "Updating an API spec")
 * that no page shows, yet were shipped in the props, up to 5 KB of JavaScript on a page.
 */
import {merge} from 'allof-merge';

/** Keys whose values are instance data, not schemas: nothing under them is touched. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);
/** Keys whose values map names to schemas: a key there is a name, never a keyword. */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'headers', 'content']);

/** `value` without `x-source` keys (a property named `x-source` is kept). */
export function withoutSources(value, inNameMap = false) {
  if (Array.isArray(value)) return value.map((item) => withoutSources(item));
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'x-source' && !inNameMap) continue;
    if (inNameMap) out[key] = withoutSources(child);
    else if (DATA_KEYS.has(key)) out[key] = child;
    else out[key] = withoutSources(child, NAME_MAPS.has(key));
  }
  return out;
}

/** JSON-pointer-like path for messages: `responses.200.content.application/json.schema.allOf`. */
const where = (path) => path.join('.');

/**
 * The places below `schema` the theme would not render by plain merging: an `allOf` with a
 * discriminator anywhere in it, or whose members (or merged result) offer a `oneOf`/`anyOf`.
 */
export function unmergeableAllOfs(schema, path = []) {
  const found = [];
  const visit = (node, at, inAllOf) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, [...at, i], inAllOf));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const here = inAllOf || Array.isArray(node.allOf);
    if (here && node.discriminator) found.push(`${where(at)}: a discriminator inside allOf`);
    if (Array.isArray(node.allOf) && node.allOf.some((member) => member && (member.oneOf || member.anyOf))) {
      found.push(`${where(at)}: allOf with a oneOf/anyOf member`);
    }
    for (const [key, child] of Object.entries(node)) {
      if (DATA_KEYS.has(key)) continue;
      visit(child, [...at, key], here);
    }
  };
  visit(schema, path, false);
  return found;
}

/** The theme's first rule: `additionalProperties: false` on a member of a multi-member allOf goes. */
function relaxStrictMembers(node) {
  if (Array.isArray(node)) return node.map(relaxStrictMembers);
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const [key, child] of Object.entries(node)) {
    if (key === 'allOf' && Array.isArray(child) && child.length > 1) {
      out.allOf = child.map((member) => {
        if (!member || member.additionalProperties !== false) return relaxStrictMembers(member);
        const {additionalProperties: _strict, ...rest} = member;
        return relaxStrictMembers(rest);
      });
    } else {
      out[key] = DATA_KEYS.has(key) ? child : relaxStrictMembers(child);
    }
  }
  return out;
}

/** True when an `allOf` key is left anywhere in `schema` outside instance data. */
export function hasAllOf(schema) {
  if (Array.isArray(schema)) return schema.some(hasAllOf);
  if (schema === null || typeof schema !== 'object') return false;
  return Object.entries(schema).some(([key, child]) => key === 'allOf' || (!DATA_KEYS.has(key) && hasAllOf(child)));
}

/**
 * One schema with every `allOf` combined; throws naming `path` when that would change the page.
 * The generated props are dereferenced already; a schema that still holds local `$ref`s needs the
 * document they point into as `source`.
 */
export function mergedSchema(schema, path, {source} = {}) {
  if (!hasAllOf(schema)) return schema;
  const problems = unmergeableAllOfs(schema, path);
  const errors = [];
  const merged = merge(relaxStrictMembers(schema), {source, onMergeError: (message, at) => errors.push(`${where([...path, ...at])}: ${message}`)});
  if (merged && (merged.oneOf || merged.anyOf) && merged.properties) problems.push(`${where(path)}: allOf whose result offers a oneOf/anyOf beside properties`);
  if (errors.length) problems.push(...errors);
  if (!problems.length && hasAllOf(merged)) problems.push(`${where(path)}: allOf left after merging`);
  if (problems.length) throw new Error(`cannot combine allOf ahead of the theme: ${problems.join('; ')}`);
  return merged ?? {};
}

/** Each `content.<media type>.schema` of a body or response, merged. */
function mergeContent(content, path) {
  if (!content || typeof content !== 'object') return content;
  const out = {};
  for (const [mediaType, media] of Object.entries(content)) {
    out[mediaType] = media && typeof media === 'object' && media.schema ? {...media, schema: mergedSchema(media.schema, [...path, mediaType, 'schema'])} : media;
  }
  return out;
}

/** A `body` or `responses` prop value, sources dropped and schemas merged. */
export function preparedProp(name, value) {
  const clean = withoutSources(value);
  if (name === 'body') return clean?.content ? {...clean, content: mergeContent(clean.content, ['body', 'content'])} : clean;
  const out = {};
  for (const [status, response] of Object.entries(clean ?? {})) {
    out[status] = response?.content ? {...response, content: mergeContent(response.content, ['responses', status, 'content'])} : response;
  }
  return out;
}

/**
 * Rewrites the `body={...}` and `responses={...}` props of a generated page (the plugin writes each
 * on one line, as JSON) with `preparedProp`. Throws, naming the prop, on JSON it cannot read, and
 * when any prop of the page still holds an `allOf` afterwards (the browser can no longer merge it).
 */
export function prepareSchemaProps(text) {
  const prepared = text.replace(/^( {2})(body|responses)=\{(.*)\}$/gm, (line, indent, name, json) => {
    let value;
    try {
      value = JSON.parse(json);
    } catch (error) {
      throw new Error(`the ${name} prop is not JSON (${error.message}); the generator changed how it writes props`);
    }
    return `${indent}${name}={${JSON.stringify(preparedProp(name, value))}}`;
  });
  const left = /^ {2}(\w+)=\{.*"allOf":/m.exec(prepared);
  if (left) throw new Error(`the ${left[1]} prop still holds an allOf, which the browser cannot merge; combine it in schema-props.mjs`);
  return prepared;
}
