/**
 * Browser side of ./compact-json.js: rebuilds the original value from its encoded form. Runs once
 * per route-data module when the bundle is evaluated.
 */
function decodeColumn(column, rows) {
  const [kind] = column;
  let values;
  let presentAt;
  if (kind === 2) {
    const dict = column[1].map(decode);
    values = column[2].map((i) => dict[i]);
    presentAt = 3;
  } else if (kind === 1) {
    let previous = '';
    const present = column[2] ? new Set(column[2]) : null;
    values = column[1].map((v, i) => {
      if (present && !present.has(i)) return undefined;
      previous = typeof v === 'string' ? v : previous.slice(0, v[0]) + v[1];
      return previous;
    });
    presentAt = 2;
  } else {
    values = column[1].map(decode);
    presentAt = 2;
  }
  const present = column[presentAt] ? new Set(column[presentAt]) : null;
  const out = new Array(rows);
  for (let i = 0; i < rows; i += 1) out[i] = present && !present.has(i) ? NOT_SET : values[i];
  return out;
}

const NOT_SET = {};

function decodeRows(count, keys, columns) {
  const decoded = columns.map((column) => decodeColumn(column, count));
  const rows = new Array(count);
  for (let i = 0; i < count; i += 1) {
    const row = {};
    for (let k = 0; k < keys.length; k += 1) {
      if (decoded[k][i] !== NOT_SET) row[keys[k]] = decoded[k][i];
    }
    rows[i] = row;
  }
  return rows;
}

export default function decode(value) {
  if (Array.isArray(value)) {
    const [marker] = value;
    if (marker === 't') return decodeRows(value[1], value[2], value[3]);
    if (marker === 'o') {
      const names = decodeColumn(value[1], value[1][1].length);
      const rows = decodeRows(names.length, value[2], value[3]);
      const out = {};
      names.forEach((name, i) => {
        out[name] = rows[i];
      });
      return out;
    }
    if (marker === 'l') return value.slice(1).map(decode);
    return value.map(decode);
  }
  if (value !== null && typeof value === 'object') {
    const out = {};
    for (const key of Object.keys(value)) out[key] = decode(value[key]);
    return out;
  }
  return value;
}
