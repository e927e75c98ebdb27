import { ScreenMessages } from '@/components/providers/screen-messages';
import { FinancialScreen } from './_components/financial-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['amountInput', 'financial', 'review', 'status']}>
      <FinancialScreen />
    </ScreenMessages>
  );
}
