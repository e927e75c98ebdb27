/**
 * Writes docs/openapi.json from the endpoint declarations (`npm run openapi`). A unit test
 * (server/openapi/openapi-document.test.ts) fails while the checked-in copy is out of date.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildOpenApiDocument, serializeOpenApiDocument } from '../server/openapi/openapi-document';

const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));

async function main(): Promise<void> {
  const text = serializeOpenApiDocument(buildOpenApiDocument());
  // Formatted as `npm run format:check` expects it.
  const options = (await resolveConfig(target)) ?? {};
  await writeFile(target, await format(text, { ...options, filepath: target }));
  console.log(`Wrote ${target}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
