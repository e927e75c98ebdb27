/**
 * The zod/mini functions the API contract's schemas are built with, handed to each schema's
 * builder (`lib/api/schema.ts`). The browser loads this module on its first API answer
 * (`loadZod`), so zod is not part of any route's first-load JS; the server imports it directly.
 * Only what is listed here ends up in that chunk: add a function here before using it in a schema.
 */
export {
  array,
  boolean,
  config,
  enum,
  extend,
  int,
  literal,
  maxLength,
  maximum,
  minLength,
  minimum,
  null,
  nullable,
  number,
  object,
  optional,
  pipe,
  positive,
  refine,
  regex,
  strictObject,
  string,
  transform,
  trim,
  union,
  unknown,
  uuid,
} from 'zod/mini';
