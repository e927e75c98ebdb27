import { ScreenMessages } from '@/components/providers/screen-messages';
import { refusalPaths } from '@/lib/i18n/screen-refusals';
import { WithdrawCashScreen } from './_components/withdraw-cash-screen';

export default function Page() {
  return (
    <ScreenMessages
      namespaces={[
        'accountHold',
        'amountInput',
        'passwordCheck',
        'review',
        // The destination's long-press menu on the review.
        'ui.address',
        'ui.copyLabel',
        'ui.copied',
        'ui.copyFailed',
        'ui.longPress.copy',
        'ui.longPress.addressTitle',
        'validation',
        'withdrawCash',
        ...refusalPaths('withdraw'),
      ]}
    >
      <WithdrawCashScreen />
    </ScreenMessages>
  );
}
