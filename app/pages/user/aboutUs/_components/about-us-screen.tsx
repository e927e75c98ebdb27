'use client';

import { ColumnScreen } from '@/components/html/column-screen';

export function AboutUsScreen() {
  return <ColumnScreen columnKey="aboutUs" />;
}
