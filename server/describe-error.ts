/**
 * A one-line, human-readable reason for anything thrown: an Error's message (with its causes), or
 * the `message` / `code` / `detail` fields of a plain error object (PGlite and emscripten throw
 * some, e.g. `{ name: 'ExitStatus', message, status }`), never "[object Object]".
 */
export function describeError(error: unknown, depth = 0): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    const inner = error.errors.map((item) => describeError(item, depth + 1)).join('; ');
    return error.message ? `${error.message} (${inner})` : inner;
  }
  if (typeof error === 'object' && error !== null) {
    const fields = error as Record<string, unknown>;
    const text = (key: string) => {
      const value = fields[key];
      return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    };
    const name = text('name');
    const message = text('message') || (error instanceof Error ? name : '');
    const code = text('code') || text('status');
    const detail = text('detail');
    const parts = [message, detail].filter(Boolean).join(': ');
    let line = parts && code && !parts.includes(code) ? `${parts} (${code})` : parts || code;
    if (!line) line = name && name !== 'Error' ? name : safeJson(error);
    const cause = fields.cause;
    if (cause !== undefined && cause !== null && depth < 3) {
      const reason = describeError(cause, depth + 1);
      if (reason && !line.includes(reason)) line = `${line}: ${reason}`;
    }
    return line;
  }
  if (typeof error === 'string') return error || 'unknown error';
  if (typeof error === 'number' || typeof error === 'boolean' || typeof error === 'bigint')
    return String(error);
  if (typeof error === 'symbol') return error.toString();
  if (typeof error === 'function') return `function ${error.name || '(anonymous)'}`;
  return 'unknown error';
}

function safeJson(value: object): string {
  try {
    const json = JSON.stringify(value);
    if (json && json !== '{}') return json;
  } catch {
    // circular
  }
  const constructorName = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof constructorName === 'string' && constructorName !== 'Object'
    ? `${constructorName} (no message)`
    : 'unknown error (no message)';
}
