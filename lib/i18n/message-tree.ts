/**
 * Messages as next-intl takes them: nested namespaces whose leaves are messages. A leaf is a string,
 * or in the build an icu-minify compiled message (a string or an array), never a plain object.
 */
export interface MessageTree {
  readonly [key: string]: MessageTree | string | readonly unknown[];
}

const isTree = (value: unknown): value is MessageTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parts of `catalog` at these dotted paths, nested as in the catalog. Throws on a path it lacks. */
export function pickMessages(catalog: MessageTree, paths: readonly string[]): MessageTree {
  let picked: MessageTree = {};
  for (const path of paths) {
    const names = path.split('.');
    let value: MessageTree[string] | undefined = catalog;
    for (const name of names) value = isTree(value) ? value[name] : undefined;
    if (value === undefined) throw new Error(`The catalog has no message at "${path}"`);
    const wrapped = names.reduceRight<MessageTree[string]>((inner, name) => ({ [name]: inner }), value);
    picked = mergeMessages(picked, wrapped as MessageTree);
  }
  return picked;
}

/**
 * `base` with what `extra` adds. Returns `base` itself when `extra` adds nothing, so a provider
 * given the same messages again does not re-render every translated text.
 */
export function mergeMessages(base: MessageTree, extra: MessageTree): MessageTree {
  let merged: Record<string, MessageTree[string]> | undefined;
  for (const [key, value] of Object.entries(extra)) {
    const current = base[key];
    const next = isTree(current) && isTree(value) ? mergeMessages(current, value) : (current ?? value);
    if (next !== current) {
      merged ??= { ...base };
      merged[key] = next;
    }
  }
  return merged ?? base;
}
