'use client';

import { ColumnScreen } from '@/components/html/column-screen';

export function PrivacyPolicyScreen() {
  return <ColumnScreen columnKey="privacyPolicy" />;
}
