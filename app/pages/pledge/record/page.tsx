import { ScreenMessages } from '@/components/providers/screen-messages';
import { StakeRecords } from './_components/stake-records';

export default function Page() {
  return (
    <ScreenMessages namespaces={['payment', 'records', 'status', 'ui']}>
      <StakeRecords />
    </ScreenMessages>
  );
}
