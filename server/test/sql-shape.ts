/**
 * A statement's shape: its text with every value taken out, so the same query sent with other
 * values, another number of list items or rows, or against another test database is one shape.
 * An UPDATE's list of columns set is taken out too: a partial update sets the fields its input
 * named, so its column list follows the input, not the code. Transaction control is no shape
 * (the two drivers issue it themselves, each its own way).
 */
export function sqlShape(text: string): string | undefined {
  let shape = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (/^(begin|commit|rollback|savepoint|release savepoint|start transaction)\b/.test(shape)) {
    return undefined;
  }
  shape = shape
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/"tasting_(?:test|template|site)_[0-9a-f]+"/g, '"tasting_db"')
    .replace(/\$\d+/g, '$')
    .replace(/(?<![\w$])\d+(?:\.\d+)?\b/g, '?')
    .replace(/([$?])(?:\s*,\s*\1)+/g, '$1')
    .replace(/(\([^()]*\))(?:\s*,\s*\1)+/g, '$1')
    .replace(/^update ("[^"]+") set .*? where /, 'update $1 set … where ');
  return shape || undefined;
}
