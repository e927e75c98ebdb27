import { FinancialScreen } from './_components/financial-screen';
import english from './english-messages';

export default function Page() {
  return <FinancialScreen />;
}

Page.englishMessages = english;
