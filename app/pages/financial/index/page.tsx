import { ScreenMessages } from '@/components/providers/screen-messages';
import { refusalPaths } from '@/lib/i18n/screen-refusals';
import { FinancialScreen } from './_components/financial-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['amountInput', 'financial', 'review', 'status', ...refusalPaths('buy')]}>
      <FinancialScreen />
    </ScreenMessages>
  );
}
