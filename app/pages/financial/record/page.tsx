import { FinancialRecordScreen } from './_components/financial-record-screen';

export default function Page() {
  return <FinancialRecordScreen />;
}
