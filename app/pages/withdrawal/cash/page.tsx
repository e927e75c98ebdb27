import { ScreenMessages } from '@/components/providers/screen-messages';
import { WithdrawCashScreen } from './_components/withdraw-cash-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['accountHold', 'amountInput', 'review', 'ui', 'validation', 'withdrawCash']}>
      <WithdrawCashScreen />
    </ScreenMessages>
  );
}
