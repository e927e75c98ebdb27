import { ScreenMessages } from '@/components/providers/screen-messages';
import { ADDRESS_MESSAGES } from '@/lib/i18n/address-messages';
import { refusalPaths } from '@/lib/i18n/screen-refusals';
import { WithdrawCashScreen } from './_components/withdraw-cash-screen';

export default function Page() {
  return (
    <ScreenMessages
      namespaces={[
        'accountHold',
        // The amount's generic checks (its bounds and emptiness have the withdrawal's own words).
        'amountInput.invalid',
        'amountInput.zero',
        'amountInput.tooManyDecimals',
        'amountInput.tooLarge',
        'amountInput.insufficientBalance',
        'passwordCheck',
        'review',
        // The destination on the review.
        ...ADDRESS_MESSAGES,
        // The login password's checks.
        'validation.passwordRequired',
        'validation.passwordTooLong',
        'withdrawCash',
        ...refusalPaths('withdraw'),
      ]}
    >
      <WithdrawCashScreen />
    </ScreenMessages>
  );
}
