import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';

/** Any message of the catalog, by its dotted key (checked at compile time against en.json). */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/** A namespace, a part of one, or one message of the catalog, by its dotted path. */
export type MessagePath = NestedKeyOf<Messages>;
