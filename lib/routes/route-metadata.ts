import type { Metadata } from 'next';
import en from '@/messages/en.json';
import { ROUTES } from './route-table';

/** The exported page's <title> is the spec's (English) title; the shell retitles it per locale at runtime. */
export function routeMetadata(path: string): Metadata {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return { title: en.titles[route.titleKey] };
}
