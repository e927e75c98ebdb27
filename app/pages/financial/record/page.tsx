import { ScreenMessages } from '@/components/providers/screen-messages';
import { FinancialRecordScreen } from './_components/financial-record-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['financial', 'financialRecord', 'status']}>
      <FinancialRecordScreen />
    </ScreenMessages>
  );
}
