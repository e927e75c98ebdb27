import { FinancialRecordScreen } from './_components/financial-record-screen';
import english from './english-messages';

export default function Page() {
  return <FinancialRecordScreen />;
}

Page.englishMessages = english;
