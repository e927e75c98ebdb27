import type { core } from 'zod/mini';

/** One field where a platform's answer differs from what the app expects. */
export interface Difference {
  /** Where in the answer body, e.g. `result.list[0].balance`. */
  path: string;
  /** What the app's schema expects there. */
  expected: string;
  /** What came back. */
  received: string;
}

type Issue = core.$ZodIssue;
type PathKey = PropertyKey;

/** `['result', 'list', 0, 'balance']` → `result.list[0].balance`. */
export function formatPath(path: readonly PathKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text === '' ? '(body)' : text;
}

function valueAt(root: unknown, path: readonly PathKey[]): { found: boolean; value: unknown } {
  let current: unknown = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !(key in current))
      return { found: false, value: undefined };
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return { found: true, value: current };
}

const MAX_SHOWN = 80;

/** A received value in a line: its JSON (shortened) and, where that does not say it, its type. */
export function describeValue(found: boolean, value: unknown): string {
  if (!found || value === undefined) return 'nothing (field missing)';
  if (value === null) return 'null';
  const json = JSON.stringify(value);
  const shown = json.length > MAX_SHOWN ? `${json.slice(0, MAX_SHOWN - 1)}…` : json;
  if (Array.isArray(value)) return `array ${shown}`;
  return `${typeof value} ${shown}`;
}

function expectedFor(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_format':
      return issue.pattern ? `string matching ${issue.pattern}` : `${issue.format} string`;
    case 'too_small':
      return `${issue.origin} ${issue.inclusive === false ? '>' : '≥'} ${String(issue.minimum)}`;
    case 'too_big':
      return `${issue.origin} ${issue.inclusive === false ? '<' : '≤'} ${String(issue.maximum)}`;
    case 'not_multiple_of':
      return `multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `no field(s) ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'one of the allowed shapes';
    case 'invalid_key':
    case 'invalid_element':
      return `valid ${issue.origin} ${issue.code === 'invalid_key' ? 'keys' : 'elements'}`;
    case 'custom':
      // The schemas name their refinements (`amount_too_large`, `invalid_amount`…).
      return `value passing ${issue.message}`;
  }
}

/**
 * The zod issues of one parse as readable differences. `prefix` places them in the answer body
 * (`['result']` for the endpoint's result), `data` is what was parsed (to show what came back).
 */
export function differencesFromIssues(
  issues: readonly Issue[],
  data: unknown,
  prefix: readonly PathKey[] = [],
): Difference[] {
  return issues.map((issue) => {
    const { found, value } = valueAt(data, issue.path);
    return {
      path: formatPath([...prefix, ...issue.path]),
      expected: expectedFor(issue),
      received: describeValue(found, value),
    };
  });
}
